import Foundation

/// "App needs camera access": restates the resource and never says why.
struct NoReasonRule: Rule {
  public static let id = "no-reason"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "restates the resource (\"needs access to your camera\") with no purpose clause"
  public static let source =
    "App Review 5.1.1 (\"don't just restate the resource\"); anchors.md §5 A3"
  public static let examples: [RuleExample] = [
    .triggers("en", "This app needs access to your camera."),
    .triggers("en", "Kite needs to get your camera access"),
    .triggers("en", "Allow access to your photos."),
    .triggers("zh-Hans", "小风筝需要获取你的相机权限"), .triggers("zh-Hans", "App需要您的同意，才能访问相机"),
    .triggers("zh-Hant", "小風箏需要相機權限。"), .triggers("zh-Hant", "需要取用你的相機。"),
    .triggers("zh-Hant", "需要你的同意，才能取用相機。"),
    .passes("en", "This app needs access to your camera to scan gift cards."),
    .passes("en", "Scan the QR code on a gift card to redeem it."),
    .passes("en", "Your location is used to show stores near you."),
    .passes("en", "Firefox requires Face ID to access your saved passwords."),
    .passes("en", "We need to use your location to\nshow stores near you."),
    .passes("zh-Hans", "需要访问相机，以便扫描礼品卡上的二维码。"),
    .passes("zh-Hans", "允许访问相机后，你可以扫描礼品卡上的二维码。"),
    .passes("zh-Hans", "需要 NFC 访问权限才能使用你的 YubiKey。"),
    .passes("zh-Hans", "需要照片权限才能保存页面中的图片。"),
    .passes("zh-Hans", "KeePassium需要使用相机扫描二维码。"),
    .passes("zh-Hant", "必須取得照片庫存取權，方能由網頁儲存照片。"),
    .passes("zh-Hant", "需要取用你的相機，用於掃描禮物卡上的條碼。"),
    .passes("zh-Hant", "掃描禮物卡上的 QR 碼即可兌換點數。"),
    .triggers("en", "Allow Giftly to access your camera."),
    .triggers("en", "Whether to allow this app to use your microphone?"),
    .triggers("en", "Giftly wants your consent to use location"),
    .triggers("zh-Hans", "App需要訪問您的位置"), .triggers("zh-Hant", "App 需要访问你的位置"),
    .passes("zh-Hant", "使用相機掃描 QR 碼"), .passes("zh-Hans", "使用相机扫描二维码"),
    .passes("en", "Allow camera access to scan the QR code on a gift card."),
    // A question in place of a reason, with the other region's access verb.
    .triggers("zh-Hant", "是否允許此App訪問相冊？"), .triggers("zh-Hans", "是否允许此App存取相册？"),
    .triggers("zh-Hant", "是否允許此App訪問本地網絡？"),
    .passes("zh-Hant", "允許取用本機網路後，可以找到同一 Wi-Fi 上的印表機。"),
    .passes("zh-Hans", "允许访问本地网络后，可以找到同一 Wi-Fi 下的打印机。"),
    // What the resource does by itself is no reason, at any length; a feature or benefit is.
    .triggers("en", "Camera access is required to take photos.", key: "NSCameraUsageDescription"),
    .triggers(
      "en", "Kite needs the camera to take photos and record video.",
      key: "NSCameraUsageDescription"),
    .passes(
      "en", "Kite needs the camera to take photos of receipts you want to file.",
      key: "NSCameraUsageDescription"),
    .triggers("zh-Hans", "小风筝需要使用相机拍摄照片。", key: "NSCameraUsageDescription"),
    .passes("zh-Hans", "小风筝需要使用相机拍摄收据，自动记账。", key: "NSCameraUsageDescription"),
    .passes("zh-Hans", "Firefox 需要使用您的相机扫码、拍摄照片或视频。", key: "NSCameraUsageDescription"),
    .triggers("zh-Hant", "需要相機存取權限才能拍照。", key: "NSCameraUsageDescription"),
    .passes("zh-Hant", "拍攝收據後，小風箏會自動記帳。", key: "NSCameraUsageDescription"),
    .triggers(
      "en", "Used to capture audio for the image picker plugin.",
      key: "NSMicrophoneUsageDescription"),
    .triggers("en", "This app does not use audio features.", key: "NSMicrophoneUsageDescription"),
    .passes(
      "en", "Record voice notes and attach them to your journal.",
      key: "NSMicrophoneUsageDescription"),
    .triggers("zh-Hans", "此应用不使用音频功能。", key: "NSMicrophoneUsageDescription"),
    .passes("zh-Hans", "录音后可以把语音备忘附加到日记中。", key: "NSMicrophoneUsageDescription"),
    .triggers("zh-Hant", "用於為圖像選擇器插件捕獲音頻", key: "NSMicrophoneUsageDescription"),
    .passes("zh-Hant", "錄音後可以把語音備忘加到日記中。", key: "NSMicrophoneUsageDescription"),
    .triggers("en", "This lets you save photos.", key: "NSPhotoLibraryAddUsageDescription"),
    .passes(
      "en", "This lets you save the cards you design.", key: "NSPhotoLibraryAddUsageDescription"),
    .triggers("zh-Hans", "小风筝需要保存照片。", key: "NSPhotoLibraryAddUsageDescription"),
    .passes("zh-Hans", "把你设计的贺卡保存到相册。", key: "NSPhotoLibraryAddUsageDescription"),
    .triggers("zh-Hant", "小風箏需要儲存照片。", key: "NSPhotoLibraryAddUsageDescription"),
    .triggers("zh-HK", "讓您可儲存相片。", key: "NSPhotoLibraryAddUsageDescription"),
    .passes("zh-HK", "把你設計的賀卡儲存到相簿。", key: "NSPhotoLibraryAddUsageDescription"),
    .passes("zh-Hant", "把你設計的賀卡儲存到相簿。", key: "NSPhotoLibraryAddUsageDescription"),
    .triggers("en", "Kite needs to get your location.", key: "NSLocationWhenInUseUsageDescription"),
    .passes(
      "en", "Kite uses your location to show bus stops near you.",
      key: "NSLocationWhenInUseUsageDescription"),
    .triggers("zh-Hans", "允许应用程式获得使用者位址", key: "NSLocationWhenInUseUsageDescription"),
    .passes("zh-Hans", "获取你的位置，显示附近的公交站。", key: "NSLocationWhenInUseUsageDescription"),
    .triggers("zh-Hant", "小風箏需要取得你的位置。", key: "NSLocationWhenInUseUsageDescription"),
    .passes("zh-Hant", "取得你的位置，顯示附近的公車站。", key: "NSLocationWhenInUseUsageDescription"),
    .triggers("en", "Kite needs to access your contacts.", key: "NSContactsUsageDescription"),
    .passes(
      "en", "Find friends from your contacts who already use Kite.",
      key: "NSContactsUsageDescription"),
    .triggers("zh-Hans", "需要访问通讯录。", key: "NSContactsUsageDescription"),
    .triggers("zh-Hant", "需要讀取通訊錄。", key: "NSContactsUsageDescription"),
    .passes("zh-Hant", "從聯絡人中找到已在使用小風箏的朋友。", key: "NSContactsUsageDescription"),
    .triggers("en", "Kite needs to use Bluetooth.", key: "NSBluetoothAlwaysUsageDescription"),
    .passes(
      "en", "Kite uses Bluetooth to connect to your heart-rate strap.",
      key: "NSBluetoothAlwaysUsageDescription"),
    .triggers("zh-Hans", "小风筝需要使用蓝牙。", key: "NSBluetoothAlwaysUsageDescription"),
    .passes("zh-Hant", "使用藍牙連接你的心率帶。", key: "NSBluetoothAlwaysUsageDescription"),
    .triggers("en", "Use Face ID to authenticate.", key: "NSFaceIDUsageDescription"),
    .passes("en", "Use Face ID to unlock your saved passwords.", key: "NSFaceIDUsageDescription"),
    .triggers("zh-Hans", "使用 FaceID 进行身份验证", key: "NSFaceIDUsageDescription"),
    .triggers("zh-Hant", "使用 Face ID 進行身分驗證。", key: "NSFaceIDUsageDescription"),
    .passes("zh-Hant", "使用 Face ID 解鎖你儲存的密碼。", key: "NSFaceIDUsageDescription"),
    .triggers("en", "Kite needs to read your health data.", key: "NSHealthShareUsageDescription"),
    .passes(
      "en", "Kite reads your step count to show your daily total.",
      key: "NSHealthShareUsageDescription"),
    .triggers("zh-Hans", "需要读取健康数据。", key: "NSHealthShareUsageDescription"),
    .triggers("en", "Kite needs speech recognition.", key: "NSSpeechRecognitionUsageDescription"),
    .passes("zh-Hans", "语音识别把你说的话转成笔记。", key: "NSSpeechRecognitionUsageDescription"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let rules = input.rules(for: unit)
      guard !rules.restating.isEmpty || !rules.phraseSets.functionPhrases.isEmpty else {
        return []
      }
      let family = unit.permission.flatMap { Catalog.permission(id: $0)?.family }
      let (text, lowered) = rules.inOwnScript(unit)
      // What the resource does by itself ("take photos", 拍照), at any length of text.
      let doing = family.map { Self.functionMatches(of: $0, in: lowered, rules) } ?? []
      // Only texts with a hint word or such a phrase can restate; the patterns are not run on
      // anything else. An access verb alone ("使用相机。", "Access your photos") restates only in
      // a short text or beside the resource's own name: the patterns that do without hint words
      // need one or the other.
      guard
        !doing.isEmpty || rules.phraseSets.restatingHints.occurs(in: lowered)
          || (rules.phraseSets.restatingShortHints.occurs(in: lowered)
            && (unit.text.count <= 24 || Self.namesItsResource(lowered, family, rules)))
      else { return [] }
      let scalars = Array(text.unicodeScalars)
      let restating = rules.restating.matches(in: TextPattern.Input(scalars))
      let matches = (restating + doing).sorted { $0.lowerBound < $1.lowerBound }
      guard let first = matches.first else { return [] }
      // Set the restating parts aside (overlapping matches merged); the rest must give a reason.
      var merged: [Range<Int>] = []
      for match in matches {
        if let last = merged.last, match.lowerBound <= last.upperBound {
          merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, match.upperBound)
        } else {
          merged.append(match)
        }
      }
      let content = Content(unit: unit, rules: rules, family: family, input: input)
      let remainder = Self.remainder(of: scalars, without: merged)
      let reasoned: Bool
      let hasPurposeClause = rules.phraseSets.reasonMarkers.occurs(in: remainder)
      if hasPurposeClause || restating.isEmpty {
        // A purpose clause gives a reason unless all it says is what the resource does ("needs
        // the camera to take photos"); so does a text that only says that ("Take photos."). Only
        // a subject may stand before the first restating part ("小风筝", "Kite").
        guard !doing.isEmpty else { return [] }
        let before = String(String.UnicodeScalarView(scalars[..<first.lowerBound]))
        let after = Self.remainder(of: scalars, without: merged, from: first.lowerBound)
        reasoned = content.measure(before) > content.subjectAllowance || content.measure(after) > 0
      } else {
        // What is left besides the app's name must be next to nothing: "小风筝", "This app".
        reasoned = content.measure(remainder) > content.restatingAllowance
      }
      guard !reasoned else { return [] }
      let span = TextSpans.offsets(of: TextSpans.range(ofScalars: first, in: text), in: text)
      return [
        Finding(
          unit: unit, span: span,
          message:
            "gives no reason: it says access is needed, or what the resource does anyway; name the feature and what the person gets"
        )
      ]
    }
  }

  /// The text without the given parts (a space for each), in lower case with line breaks as
  /// spaces, padded with a space at each end; from `start` on only.
  static func remainder(
    of scalars: [Unicode.Scalar], without parts: [Range<Int>], from start: Int = 0
  ) -> String {
    // Built as UTF-8: appending scalar slices to a scalar view ran unspecialized, some 40,000
    // instructions a text.
    var rest: [UInt8] = []
    rest.reserveCapacity(4 * (scalars.count - start) + parts.count)
    func append(_ part: ArraySlice<Unicode.Scalar>) {
      for scalar in part { UTF8.encode(scalar) { rest.append($0) } }
    }
    var kept = start
    for part in parts where part.upperBound > start {
      append(scalars[kept..<max(kept, part.lowerBound)])
      rest.append(0x20)
      kept = part.upperBound
    }
    append(scalars[kept...])
    return " " + String(decoding: rest, as: UTF8.self).lowercased().replacingASCII(0x0A, with: 0x20)
      + " "
  }

  static func namesItsResource(_ lowered: String, _ family: String?, _ rules: LocaleRules) -> Bool {
    guard let names = family.flatMap({ rules.resources[$0]?.names }) else { return false }
    return names.contains { TextSpans.contains(lowered, $0) }
  }

  /// Where the family's `does` phrases stand in `lowered`, as scalar ranges; a Latin phrase only
  /// as whole words ("record audio", not "record audiobooks").
  static func functionMatches(of family: String, in lowered: String, _ rules: LocaleRules)
    -> [Range<Int>]
  {
    // The lists are read in place: a copy of `phraseSets` retains every automaton it holds.
    var found: [(start: Int, end: Int)] = []
    rules.phraseSets.functionPhrases.scan(lowered) { phrase, end in
      if rules.phraseSets.functionPhraseFamilies[phrase].contains(family) {
        found.append((end - rules.phraseSets.functionPhrases.phrases[phrase].utf8.count, end))
      }
      return true
    }
    guard !found.isEmpty else { return [] }
    let bytes = Array(lowered.utf8)
    func isLetter(_ offset: Int) -> Bool {
      offset >= 0 && offset < bytes.count && bytes[offset] < 0x80
        && (bytes[offset] | 0x20) >= 0x61 && (bytes[offset] | 0x20) <= 0x7A
    }
    found.removeAll { isLetter($0.start) && isLetter($0.start - 1) }
    found.removeAll { isLetter($0.end - 1) && isLetter($0.end) }
    guard !found.isEmpty else { return [] }
    // Byte offsets to scalar offsets.
    var scalarAt: [Int] = []
    scalarAt.reserveCapacity(bytes.count + 1)
    for (index, scalar) in lowered.unicodeScalars.enumerated() {
      for _ in 0..<UTF8.width(scalar) { scalarAt.append(index) }
    }
    scalarAt.append(lowered.unicodeScalars.count)
    return found.map { scalarAt[$0.start]..<scalarAt[$0.end] }
  }

  /// How much a part of a text says besides words that give no reason, the app's name and the
  /// resource's own names: Latin words of two letters or more, and in Chinese Han characters
  /// with each Latin word as two.
  struct Content {
    let rules: LocaleRules
    /// The resource's own names and the app's name, longest first.
    let names: [String]

    init(unit: CheckUnit, rules: LocaleRules, family: String?, input: CheckInput) {
      self.rules = rules
      var names = family.flatMap { rules.resources[$0]?.names } ?? []
      if let name = input.appNames[unit.locale] ?? input.appNames[unit.language] {
        names.append(name.lowercased())
      }
      self.names = names.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// A name of up to three Han characters or one word may stand before a purpose clause.
    var subjectAllowance: Int { rules.isChinese ? 3 : 1 }
    /// What a restating text may hold besides: "小风筝", "This app".
    var restatingAllowance: Int { rules.isChinese ? 3 : 2 }

    func measure(_ part: String) -> Int {
      var part = part.lowercased()
      for name in names where TextSpans.contains(part, name) {
        part = part.replacingOccurrences(of: name, with: " ")
      }
      guard rules.isChinese else {
        return part.split { !$0.isLetter }.filter {
          $0.count > 1 && !rules.noReasonWordSet.contains(String($0))
        }.count
      }
      // Chinese is not spaced: every byte inside a no-reason word is set aside, in one pass.
      var covered = [Bool](repeating: false, count: part.utf8.count)
      rules.phraseSets.noReasonWords.scan(part) { phrase, end in
        let start = end - rules.phraseSets.noReasonWords.phrases[phrase].utf8.count
        for offset in start..<end { covered[offset] = true }
        return true
      }
      var han = 0
      var words = 0
      var letters = 0
      var offset = 0
      for scalar in part.unicodeScalars {
        let isLetter = !covered[offset] && scalar.properties.isAlphabetic
        if isLetter && TextSpans.isHan(scalar) {
          han += 1
        } else if isLetter {
          letters += 1
        }
        if !isLetter || TextSpans.isHan(scalar) {
          if letters > 1 { words += 1 }
          letters = 0
        }
        offset += UTF8.width(scalar)
      }
      if letters > 1 { words += 1 }
      return han + 2 * words
    }
  }
}
