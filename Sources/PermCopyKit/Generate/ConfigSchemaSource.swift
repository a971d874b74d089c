/// `docs/permcopy.schema.json`: a JSON Schema (draft 2020-12) of `permcopy.yml`, for editors'
/// completion and validation (yaml-language-server reads it). Made from what the loader
/// accepts: its key lists, the permission ids and rule ids of the data files (passed in, not
/// read from the compiled catalog and registry, so one generator run follows an edit) and the
/// values each setting takes, so it cannot drift from the loader.
enum ConfigSchemaSource {
  static func text(permissions: [Permission], ruleIDs: [String]) -> String {
    func string(_ description: String) -> JSONValue {
      .object([("type", .string("string")), ("description", .string(description))])
    }
    func choice(_ values: [String], _ description: String) -> JSONValue {
      .object([
        ("enum", .array(values.map { .string($0) })), ("description", .string(description)),
      ])
    }
    func closed(_ properties: [(String, JSONValue)], _ description: String) -> JSONValue {
      .object([
        ("type", .string("object")), ("description", .string(description)),
        ("properties", .object(properties)), ("additionalProperties", .bool(false)),
      ])
    }
    let locale = JSONValue.object([
      ("type", .string("string")),
      ("pattern", .string("^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$")),
      ("description", .string("A BCP 47 tag: en, zh-Hans, zh-Hant, pt-BR")),
    ])
    let perLocale = JSONValue.object([
      ("type", .string("object")),
      ("propertyNames", .object([("$ref", .string("#/$defs/locale"))])),
      ("additionalProperties", .object([("type", .string("string"))])),
    ])
    let textOrPerLocale = JSONValue.object([
      (
        "anyOf",
        .array([
          .object([("type", .string("string"))]), .object([("$ref", .string("#/$defs/perLocale"))]),
        ])
      )
    ])
    // YAML reads `16.0` and `true` unquoted as a number and a boolean; the loader reads both as
    // text, so the schema takes either form.
    let version = JSONValue.object([
      (
        "anyOf",
        .array([
          .object([
            ("type", .string("string")), ("pattern", .string("^[0-9]{1,2}(\\.[0-9]+){0,2}$")),
          ]),
          .object([("type", .string("number"))]),
        ])
      ),
      ("description", .string("An iOS version: \"16.0\"")),
    ])
    let ruleLevel = choice(["off", "warning", "error"], "The rule's level")
    // The catalog's ids, then the purpose keys written as is (no template), by their key.
    let permissionIDs =
      permissions.filter(\.isBuildable).map(\.id)
      + PurposeKeys.all.map(\.key).filter { Permission.writtenAsIs(key: $0) != nil }
    let permission = closed(
      ConfigLoader.permissionKeys.map { key in
        (
          key,
          JSONValue.object([
            ("$ref", .string("#/$defs/textOrPerLocale")),
            (
              "description",
              .string(
                key == "purpose"
                  ? "What the person can do with the access, as a phrase (a plain text: the source locale)"
                  : "The whole purpose string, word for word")
            ),
          ])
        )
      }, "The copy of one permission")
    let output: [(String, JSONValue)] = ConfigLoader.outputKeys.map { key in
      let value: JSONValue =
        switch key {
        case "strings":
          string("Where the .lproj folders (or the String Catalog) go, relative to permcopy.yml")
        case "guides": string("Where the Markdown guides go, relative to permcopy.yml")
        case "encoding":
          choice(StringsEncoding.allCases.map(\.rawValue), "Encoding of the .strings files")
        case "format":
          choice(
            PurposeStringsFormat.allCases.map(\.rawValue),
            "InfoPlist.strings, a String Catalog, or both")
        case "folders":
          .object([
            ("type", .string("object")),
            ("propertyNames", .object([("$ref", .string("#/$defs/locale"))])),
            ("additionalProperties", .object([("type", .string("string"))])),
            (
              "description",
              .string(
                "A locale's folder or catalog code as the app spells it: { zh-Hant: zh-Hant-TW }")
            ),
          ])
        case "swift": string("A .swift file of typed accessors over PermissionGuide.strings")
        case "swift-bundle":
          choice(
            OutputSettings.SwiftBundle.allCases.map(\.rawValue),
            "The bundle the accessors read from")
        case "allow-outside":
          .object([
            (
              "anyOf",
              .array([
                .object([("type", .string("boolean"))]),
                .object([("enum", .array([.string("true"), .string("false")]))]),
              ])
            ),
            ("description", .string("Allow output folders outside the project's folder")),
          ])
        default: .object([])
        }
      return (key, value)
    }
    let check: [(String, JSONValue)] = LintSettings.checkKeys.map { key in
      let value: JSONValue =
        switch key {
        case "source-locale": .object([("$ref", .string("#/$defs/locale"))])
        case "deployment-target": .object([("$ref", .string("#/$defs/version"))])
        case "known-keys", "skip":
          .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])
        case "latin-spacing":
          choice(["space", "none"], "The house style between Han and Latin letters")
        default: .object([])
        }
      return (key, value)
    }
    let top: [(String, JSONValue)] = ConfigLoader.topLevelKeys.map { key in
      let value: JSONValue =
        switch key {
        case "app":
          closed([("name", .object([("$ref", .string("#/$defs/textOrPerLocale"))]))], "The app")
        case "source-locale": .object([("$ref", .string("#/$defs/locale"))])
        case "locales":
          .object([
            ("type", .string("array")), ("items", .object([("$ref", .string("#/$defs/locale"))])),
          ])
        case "ios":
          closed(
            [("deployment-target", .object([("$ref", .string("#/$defs/version"))]))], "iOS settings"
          )
        case "output": closed(output, "What build writes, and where")
        case "permissions":
          .object([
            ("type", .string("object")),
            ("propertyNames", .object([("enum", .array(permissionIDs.map { .string($0) }))])),
            ("additionalProperties", permission),
          ])
        case "features":
          .object([
            ("type", .string("object")),
            (
              "additionalProperties",
              closed(
                ConfigLoader.featureKeys.map { key in
                  key == "name"
                    ? (key, JSONValue.object([("$ref", .string("#/$defs/perLocale"))]))
                    : (
                      key,
                      .object([
                        ("type", .string("array")), ("minItems", .number(2)),
                        ("items", .object([("enum", .array(permissionIDs.map { .string($0) }))])),
                      ])
                    )
                }, "A screen that needs several permissions")
            ),
          ])
        case "rules":
          .object([
            ("type", .string("object")),
            ("propertyNames", .object([("enum", .array(ruleIDs.map { .string($0) }))])),
            ("additionalProperties", ruleLevel),
          ])
        case "check": closed(check, "Settings of `permcopy check PATH…` (a lint-only file)")
        default: .object([])
        }
      return (key, value)
    }
    let schema = JSONValue.object([
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("title", .string("permcopy.yml")),
      (
        "description",
        .string("permcopy's project file. Generated by permcopy-generate from the loader's keys.")
      ),
      ("type", .string("object")),
      ("properties", .object(top)),
      ("additionalProperties", .bool(false)),
      (
        "$defs",
        .object([
          ("locale", locale), ("perLocale", perLocale), ("textOrPerLocale", textOrPerLocale),
          ("version", version),
        ])
      ),
    ])
    return schema.text() + "\n"
  }
}
