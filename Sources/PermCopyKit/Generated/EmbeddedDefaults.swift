// swift-format-ignore-file
// Generated from locales/, Templates/, Examples/ and data/ by permcopy-generate. Do not
// edit: change those files and run `swift run permcopy-generate`.

enum EmbeddedDefaults {
  static let files: [String: String] = [
    "Examples/shellcase/permcopy.yml": #"""
      # Shellcase: an app for phone-case wallpapers and stickers, the example permcopy ships with.
      # Try it: permcopy init --example shellcase && cd shellcase && permcopy build
      app:
        name: { en: Shellcase, zh-Hans: 手机壳工坊, zh-Hant: 手機殼工坊 }
      source-locale: en
      locales: [en, zh-Hans, zh-Hant]
      ios: { deployment-target: "16.0" }
      output:
        strings: App/Resources          # App/Resources/<locale>.lproj/InfoPlist.strings
        guides: docs/permissions        # docs/permissions/<locale>/<permission>.md and README.md
        swift: App/PermissionCopy.swift # typed accessors: PermissionCopy.camera.alert.title
      permissions:
        photo-library-add:
          purpose:
            en: save wallpapers and your sticker designs to your photo library
            zh-Hans: 把壁纸和你创作的贴纸保存到相册
            zh-Hant: 把桌布和你創作的貼紙儲存到相簿
        camera:
          text:                          # a full sentence instead of the template
            en: Scan the QR code on your case box to unlock its matching stickers.
            zh-Hans: 扫描手机壳包装盒上的二维码，即可解锁与之搭配的贴纸。
            zh-Hant: 掃描手機殼包裝盒上的 QR 碼，即可解鎖與之搭配的貼紙。
        microphone:
          purpose:
            en: add your voice to animated stickers
            zh-Hans: 给动态贴纸配上你的声音
            zh-Hant: 給動態貼紙配上你的聲音
        location-when-in-use:
          purpose:
            en: see wallpapers made for the city you are in
            zh-Hans: 查看为你所在城市设计的壁纸
            zh-Hant: 查看為你所在城市設計的桌布
        notifications:
          purpose:
            en: hear when a new wallpaper pack is out
            zh-Hans: 在新壁纸包上线时收到提醒
            zh-Hant: 在新桌布包推出時收到提醒
      features:                          # a screen that needs several permissions: one guide for it
        go-live:
          permissions: [camera, microphone]   # asked in this order
          name: { en: Go Live, zh-Hans: 开播, zh-Hant: 開播 }

      """#,
    "Templates/en/alert-message.mustache": #"""
      {{! Message of the alert after a denial: what to allow, and where. }}
      {{#notifications}}{{#purpose}}To {{purpose}}, turn on notifications for {{app}} in {{settings}}.{{/purpose}}{{^purpose}}Turn on notifications for {{app}} in {{settings}}.{{/purpose}}{{/notifications}}
      {{^notifications}}{{#tracking}}{{#purpose}}To {{purpose}}, turn on {{row_q}} for {{app}} in {{settings}}.{{/purpose}}{{^purpose}}Turn on {{row_q}} for {{app}} in {{settings}}.{{/purpose}}{{/tracking}}{{^tracking}}{{#purpose}}To {{purpose}}, allow {{app}} to use {{#uses}}{{resource}}{{/uses}}{{^uses}}{{your_resource}}{{/uses}} in {{settings}}.{{/purpose}}{{^purpose}}Allow {{app}} to use {{#uses}}{{resource}}{{/uses}}{{^uses}}{{your_resource}}{{/uses}} in {{settings}}.{{/purpose}}{{/tracking}}{{/notifications}}

      """#,
    "Templates/en/alert-title.mustache": #"""
      {{! Title of the system-style alert the app shows after a denial (two buttons: later, open_now). }}
      {{#notifications}}Notifications Are Off{{/notifications}}{{^notifications}}{{name}} Access Is Off{{/notifications}}

      """#,
    "Templates/en/feature-message.mustache": #"""
      {{! Message of a feature's guide; partial: some of its permissions are on already, granted: those
          of them whose state the app can read. Face ID and Siri are used, the others accessed. }}
      To use {{feature_q}}, {{app}} {{#partial}}also {{/partial}}needs {{#accessed}}access to {{accessed}}{{/accessed}}{{#accessed_and_used}} and {{/accessed_and_used}}{{#used}}to use {{used}}{{/used}}.{{#granted}} {{granted}} access is on already.{{/granted}} You can turn {{#partial}}it{{/partial}}{{^partial}}them{{/partial}} on in {{settings}}.

      """#,
    "Templates/en/feature-page.md.mustache": #"""
      {{! A feature's Markdown page: the order of the requests, the guide with every permission }}
      {{! missing, each partial state, and the restricted message. }}
      # {{feature}}

      {{order}}

      {{#permissions}}
      - [{{name}}]({{file}})
      {{/permissions}}

      ## {{title}}

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}
      {{#partials}}

      ## {{title}}

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}
      {{/partials}}
      {{#restricted}}

      ## Restricted

      {{restricted}}
      {{/restricted}}

      """#,
    "Templates/en/feature-primer.mustache": #"""
      {{! Before the system asks: the order the feature's permissions are asked in. }}
      To use {{feature_q}}, {{app}} asks {{#asks}}{{^first}}, then {{/first}}{{#uses}}to use {{resource}}{{/uses}}{{^uses}}for access to {{your_resource}}{{/uses}}{{/asks}}.

      """#,
    "Templates/en/feature-restricted.mustache": #"""
      {{! A feature's restricted message: one of its permissions that a device can restrict cannot be turned on by the person. }}
      {{feature_q}} isn’t available because access to {{your_restricted_resources}} is restricted on this device, for example by {{screen_time}} or device management.

      """#,
    "Templates/en/feature-steps.mustache": #"""
      {{! One step per line: open the app's page, then one step for each permission that is off. }}
      Tap {{open_settings_q}}.
      {{#missing}}
      {{#toggle}}Turn on {{row_q}}.{{/toggle}}
      {{#is_choice}}Tap {{row_q}}, then choose {{choice_q}}.{{#toggle_until}} On iOS {{toggle_until}} and earlier, turn on {{row_q}}.{{/toggle_until}}{{/is_choice}}
      {{#notifications}}Tap {{row_q}}, then turn on {{allow_notifications_q}}.{{/notifications}}
      {{#health}}Tap {{row_q}}, then tap {{health_all_q}}.{{/health}}
      {{/missing}}

      """#,
    "Templates/en/feature-title.mustache": #"""
      {{! Title of a feature's guide: what the feature needs that is off (all, or only some). }}
      {{feature}} Needs {{names}} Access

      """#,
    "Templates/en/guide-message.mustache": #"""
      {{! Message of the denied guide. purpose is the writer's fragment, when the project has one. }}
      {{#notifications}}{{#purpose}}To {{purpose}}, {{app}} needs permission to send you notifications.{{/purpose}}{{^purpose}}{{App}} can’t send you notifications.{{/purpose}} You can turn them on in {{settings}}.{{/notifications}}
      {{^notifications}}{{^inferred}}{{#purpose}}To {{purpose}}, {{app}} needs {{#uses}}to use {{resource}}{{/uses}}{{^uses}}access to {{your_resource}}{{/uses}}.{{/purpose}}{{^purpose}}{{#uses}}{{App}} can’t use {{resource}}.{{/uses}}{{^uses}}{{App}} doesn’t have access to {{your_resource}}.{{/uses}}{{/purpose}} You can turn it on in {{settings}}.{{/inferred}}{{/notifications}}
      {{#inferred}}{{#purpose}}To {{purpose}}, {{app}} needs to find devices on your network. {{/purpose}}If {{app}} can’t find them, its access to {{your_resource}} may be off. You can turn it on in {{settings}}.{{/inferred}}

      """#,
    "Templates/en/guide-steps.mustache": #"""
      {{! One step per line, starting from the app's Go to Settings button, which opens the app's }}
      {{! own page in Settings on every iOS version. Lines that render empty are dropped. }}
      Tap {{open_settings_q}}.
      {{#toggle}}Turn on {{row_q}}.{{/toggle}}
      {{#is_choice}}Tap {{row_q}}, then choose {{choice_q}}.{{#toggle_until}} On iOS {{toggle_until}} and earlier, turn on {{row_q}}.{{/toggle_until}}{{/is_choice}}
      {{#notifications}}Tap {{row_q}}, then turn on {{allow_notifications_q}}.{{/notifications}}
      {{#health}}Tap {{row_q}}, then tap {{health_all_q}}.{{/health}}
      {{#tracking}}If {{row_q}} isn’t there, turn on {{allow_requests_q}} in {{settings}}{{sep}}{{privacy}}{{sep}}{{privacy_row}} first.{{/tracking}}

      """#,
    "Templates/en/guide-title.mustache": #"""
      {{! Title of the card the app shows after the person turned access off. }}
      {{#notifications}}Notifications Are Off{{/notifications}}{{^notifications}}{{name}} Access Is Off{{/notifications}}

      """#,
    "Templates/en/index.md.mustache": #"""
      # {{app}}: privacy permissions

      {{#permissions}}
      - [{{name}}]({{file}}){{#key}} (`{{key}}`){{/key}}{{#usage}}: {{usage}}{{/usage}}
      {{/permissions}}

      ## Tester’s checklist

      The app supports iOS {{deployment_target}} and later. Check in English on each of: {{#eras}}{{#ios18}}iOS 18 or later{{/ios18}}{{#ios17}}; iOS 17{{/ios17}}{{#ios16}}; iOS 16{{/ios16}}{{#ios15}}; iOS 15 or earlier{{/ios15}}{{/eras}}. For each permission above:

      1. **First request.** Install the app fresh (or use {{settings}} > General > Transfer or Reset iPhone > Reset > Reset Location & Privacy), then use the feature. The system alert appears once, and its message is the purpose string on the permission’s page, in full.
      2. **Denial.** Choose Don’t Allow. The feature does not fail silently: the app shows the denied guide with its title, message, numbered steps and the **{{open_settings}}** and **{{not_now}}** buttons; **{{not_now}}** closes it.
      3. **Re-enable in {{settings}}.** Tap **{{open_settings}}**: {{app}}’s page in {{settings}} opens. Follow the steps, go back to the app, and the feature works without restarting the app. Check the path on the page against the device too.
      4. **Restricted.** In {{settings}} > {{screen_time}} > {{content_restrictions}}, block the resource (for Photos, Location, Contacts and others: choose Don’t Allow Changes). The app shows the restricted message and does not offer **{{open_settings}}** as the fix.
      5. **Limited.** Where iOS offers a partial choice (selected photos, approximate location, selected contacts), take it: the app shows the limited-access message and keeps working with what it has.

      """#,
    "Templates/en/limited-message.mustache": #"""
      {{! Shown when the person granted part of the access: approximate location, selected photos. }}
      {{#limited_precise}}{{App}} knows only your approximate location. To share your precise location, tap {{open_settings_q}}, tap {{row_q}} and turn on {{precise_location_q}}.{{/limited_precise}}
      {{#limited_choice}}{{App}} can use only {{selected}}. To allow full access, tap {{open_settings_q}}, tap {{row_q}} and choose {{choice_q}}.{{/limited_choice}}

      """#,
    "Templates/en/notice-message.mustache": #"""
      {{! A notice with one button (got_it): access is restricted, so Settings cannot help. }}
      {{#tracking}}This device doesn’t let apps ask to track you, so {{app}} can’t turn this on.{{/tracking}}{{^tracking}}{{App}} can’t use {{#uses}}{{resource}}{{/uses}}{{^uses}}{{your_resource}}{{/uses}} because access is restricted on this device.{{/tracking}}

      """#,
    "Templates/en/page.md.mustache": #"""
      # {{name}}: {{title}}

      {{#usage}}
      ## What the system alert says

      `{{key}}`{{#xcode_name}} ({{xcode_name}}){{/xcode_name}}:

      > {{usage}}
      {{#companions}}

      Also written as `{{key}}`{{#below}}, which iOS versions before {{below}} read{{/below}}{{^below}}, which iOS requires beside it{{/below}}.
      {{/companions}}

      {{/usage}}
      ## When {{app}} has no access

      **{{title}}**

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}

      **{{open_settings}}** opens {{app}}’s page in {{settings}}; **{{not_now}}** closes the message.

      ## Finding it in {{settings}}

      {{#paths}}
      - {{#ios18}}iOS 18 and later{{/ios18}}{{#ios17}}iOS 17{{/ios17}}{{#ios16}}iOS 16{{/ios16}}{{#ios15}}iOS 15 and earlier{{/ios15}}: {{settings_path}}{{#privacy_path}}, or {{privacy_path}}{{/privacy_path}}
      {{/paths}}

      {{#restricted}}
      ## Restricted

      {{restricted}}

      {{/restricted}}
      {{#limited}}
      ## Limited access

      {{limited}}

      {{/limited}}
      ## What makes iOS ask

      {{#triggers}}
      - {{#api}}`{{api}}`{{/api}}{{#api}}{{#note}} {{/note}}{{/api}}{{#note}}{{note}}{{/note}}
      {{/triggers}}

      """#,
    "Templates/en/primer-message.mustache": #"""
      {{! Message of the primer: why, in the purpose string's words, then what happens next. }}
      {{#notifications}}{{#purpose}}Notifications let you {{purpose}}. {{/purpose}}{{/notifications}}{{^notifications}}{{#usage}}{{usage}} {{/usage}}{{/notifications}}Next, iOS asks whether to allow it{{#has_switch}}; you can change your choice at any time in {{settings}}{{/has_switch}}.

      """#,
    "Templates/en/primer-title.mustache": #"""
      {{! Title of the primer the app shows before the system asks (one button: continue). It names
          the feature and asks nothing: App Review rejects a screen that reads like the permission prompt. }}
      {{name}}

      """#,
    "Templates/en/privacy-path.mustache": #"""
      {{! The same switch reached through Privacy (iOS 15 and earlier) or Privacy & Security. }}
      {{#notifications}}{{settings}}{{sep}}{{row}}{{sep}}{{app}}{{/notifications}}{{^notifications}}{{settings}}{{sep}}{{privacy}}{{sep}}{{privacy_row}}{{sep}}{{app}}{{/notifications}}

      """#,
    "Templates/en/restricted-message.mustache": #"""
      {{! Shown when access is restricted: the person cannot turn it on themselves. }}
      {{App}} can’t use {{#uses}}{{resource}}{{/uses}}{{^uses}}{{your_resource}}{{/uses}} because access is restricted on this device, for example by {{screen_time}} or device management. If someone manages this device for you, ask them to allow it.

      """#,
    "Templates/en/settings-path.mustache": #"""
      {{! The app's page in Settings for one iOS era: iOS 18 moved app pages under Apps. }}
      {{settings}}{{sep}}{{#ios18}}{{apps}}{{sep}}{{/ios18}}{{app}}{{sep}}{{row}}

      """#,
    "Templates/en/usage-description.mustache": #"""
      {{! The purpose string built from the writer's purpose fragment: "Camera access lets you …"; tracking with
          the app as the subject, as App Review asks (5.1.1(ii): no passive that hides who uses the data). }}
      {{#tracking}}{{App}} uses {{your_resource}} to {{purpose}}.{{/tracking}}{{^tracking}}{{^asked}}Using the {{resource}} lets you {{purpose}}.{{/asked}}{{#asked}}{{#uses}}Using {{resource}} lets you {{purpose}}.{{/uses}}{{^uses}}{{Resource}} access lets you {{purpose}}.{{/uses}}{{/asked}}{{/tracking}}

      """#,
    "Templates/zh-HK/alert-message.mustache": #"""
      {{! 提示框說明：要允許什麼，在哪裡開啟。 }}
      {{#purpose}}為了{{purpose}}，{{/purpose}}請在{{settings_q}}中{{#notifications}}允許{{app}}傳送通知給你{{/notifications}}{{^notifications}}{{#tracking}}為{{app}}開啟{{row_q}}{{/tracking}}{{^tracking}}允許{{app}}{{#uses}}使用{{resource}}{{/uses}}{{^uses}}取用{{your_resource}}{{/uses}}{{/tracking}}{{/notifications}}。

      """#,
    "Templates/zh-HK/alert-title.mustache": #"""
      {{! 用戶拒絕權限後 App 顯示的系統樣式提示框標題（兩個按鈕：later、open_now）。 }}
      {{#notifications}}通知未開啟{{/notifications}}{{^notifications}}{{name}}權限未開啟{{/notifications}}

      """#,
    "Templates/zh-HK/feature-message.mustache": #"""
      {{! 功能引導的說明；partial：部分權限已經開啟；granted：其中 App 能讀到狀態的那些。Face ID 和 Siri 用「使用」，其餘用「取用」。 }}
      {{feature_q}}{{#partial}}還{{/partial}}需要{{#accessed}}取用{{accessed}}{{/accessed}}{{#accessed_and_used}}，並{{/accessed_and_used}}{{#used}}使用{{used}}{{/used}}。{{#granted}}{{granted}}權限已開啟。{{/granted}}你可以在{{settings_q}}中開啟{{#accessed}}取用{{/accessed}}{{^accessed}}使用{{/accessed}}權限。

      """#,
    "Templates/zh-HK/feature-page.md.mustache": #"""
      {{! 功能的 Markdown 頁面：全部權限未開啟時的引導、每種部分開啟的情況、受限說明和要求順序。 }}
      # {{feature}}

      {{order}}

      {{#permissions}}
      - [{{name}}]({{file}})
      {{/permissions}}

      ## {{title}}

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}
      {{#partials}}

      ## {{title}}

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}
      {{/partials}}
      {{#restricted}}

      ## 取用受限

      {{restricted}}
      {{/restricted}}

      """#,
    "Templates/zh-HK/feature-primer.mustache": #"""
      {{! 系統提出請求之前：功能的各項權限依什麼順序要求。 }}
      為了使用{{feature_q}}，{{app}}會{{#asks}}{{#first}}先{{/first}}{{^first}}，再{{/first}}要求{{#uses}}使用{{resource}}{{/uses}}{{^uses}}取用{{your_resource}}{{/uses}}{{/asks}}。

      """#,
    "Templates/zh-HK/feature-restricted.mustache": #"""
      {{! 功能受限時的說明：其中裝置能限制的某個權限，用戶無法自行開啟。 }}
      此裝置限制了{{restricted_resources}}的取用權限（例如透過{{screen_time_q}}或裝置管理），因此無法使用{{feature_q}}。

      """#,
    "Templates/zh-HK/feature-steps.mustache": #"""
      {{! 每行一步：先打開 App 的設定頁面，再為每個未開啟的權限各寫一步。 }}
      點一下{{open_settings_q}}。
      {{#missing}}
      {{#toggle}}開啟{{row_q}}。{{/toggle}}
      {{#is_choice}}點一下{{row_q}}，然後選擇{{choice_q}}。{{#toggle_until}}在 iOS {{toggle_until}} 及更早版本中，開啟{{row_q}}。{{/toggle_until}}{{/is_choice}}
      {{#notifications}}點一下{{row_q}}，然後開啟{{allow_notifications_q}}。{{/notifications}}
      {{#health}}點一下{{row_q}}，然後點一下{{health_all_q}}。{{/health}}
      {{/missing}}

      """#,
    "Templates/zh-HK/feature-title.mustache": #"""
      {{! 功能引導的標題：功能需要而尚未開啟的權限（全部，或其中一部分）。 }}
      {{feature}}需要{{names}}權限

      """#,
    "Templates/zh-HK/guide-message.mustache": #"""
      {{! 引導卡片的說明文字；專案提供用途片段時使用 purpose。 }}
      {{#notifications}}{{#purpose}}為了{{purpose}}，{{app}}需要傳送通知給你。{{/purpose}}{{^purpose}}{{app}}目前無法傳送通知給你。{{/purpose}}你可以在{{settings_q}}中開啟通知。{{/notifications}}
      {{^notifications}}{{^inferred}}{{#purpose}}為了{{purpose}}，{{app}}需要{{#uses}}使用{{resource}}{{/uses}}{{^uses}}取用{{your_resource}}{{/uses}}。{{/purpose}}{{^purpose}}{{app}}目前無法{{#uses}}使用{{resource}}{{/uses}}{{^uses}}取用{{your_resource}}{{/uses}}。{{/purpose}}你可以在{{settings_q}}中開啟{{#uses}}使用{{/uses}}{{^uses}}取用{{/uses}}權限。{{/inferred}}{{/notifications}}
      {{#inferred}}{{#purpose}}為了{{purpose}}，{{app}}需要尋找網絡上的裝置。{{/purpose}}如果{{app}}找不到這些裝置，可能是{{resource}}取用權限已關閉。你可以在{{settings_q}}中開啟取用權限。{{/inferred}}

      """#,
    "Templates/zh-HK/guide-steps.mustache": #"""
      {{! 每行一步，從 App 內的「前往設定」按鈕開始；它在每個 iOS 版本中都會打開 App 自己的設定頁面。 }}
      {{! 算繪後為空白的行會被移除。 }}
      點一下{{open_settings_q}}。
      {{#toggle}}開啟{{row_q}}。{{/toggle}}
      {{#is_choice}}點一下{{row_q}}，然後選擇{{choice_q}}。{{#toggle_until}}在 iOS {{toggle_until}} 及更早版本中，開啟{{row_q}}。{{/toggle_until}}{{/is_choice}}
      {{#notifications}}點一下{{row_q}}，然後開啟{{allow_notifications_q}}。{{/notifications}}
      {{#health}}點一下{{row_q}}，然後點一下{{health_all_q}}。{{/health}}
      {{#tracking}}如果沒有{{row_q}}，請先在{{settings_q}}{{sep}}{{privacy_q}}{{sep}}{{privacy_row_q}}中開啟{{allow_requests_q}}。{{/tracking}}

      """#,
    "Templates/zh-HK/guide-title.mustache": #"""
      {{! 用戶關閉權限後 App 顯示的引導卡片標題。 }}
      {{#notifications}}通知已關閉{{/notifications}}{{^notifications}}{{name}}{{^tracking}}{{#uses}}使用{{/uses}}{{^uses}}取用{{/uses}}{{/tracking}}權限已關閉{{/notifications}}

      """#,
    "Templates/zh-HK/index.md.mustache": #"""
      # {{app}}：私隱權限

      {{#permissions}}
      - [{{name}}]({{file}}){{#key}}（`{{key}}`）{{/key}}{{#usage}}：{{usage}}{{/usage}}
      {{/permissions}}

      ## 測試清單

      App 支援 iOS {{deployment_target}} 及更新版本。請以繁體中文（香港）在以下每個版本上檢查：{{#eras}}{{#ios18}}iOS 18 或更新版本{{/ios18}}{{#ios17}}；iOS 17{{/ios17}}{{#ios16}}；iOS 16{{/ios16}}{{#ios15}}；iOS 15 或更早版本{{/ios15}}{{/eras}}。對上面的每項權限：

      1. **首次要求**：重新安裝 App（或在{{settings_q}}>「一般」>「轉移或重設 iPhone」>「重設」>「重設位置與私隱」），然後使用對應功能。系統提示框只會出現一次，其說明文字與該權限頁面上的用途說明完全一致。
      2. **拒絕**：選擇「不允許」。功能不會默默失敗：App 顯示引導卡片，包含標題、說明、編號步驟，以及「{{open_settings}}」和「{{not_now}}」按鈕；「{{not_now}}」會關閉卡片。
      3. **在{{settings_q}}中重新開啟**：點一下「{{open_settings}}」，會打開{{app}}在{{settings_q}}中的頁面。依照步驟操作後回到 App，不必重新啟動，功能即可使用。也請在裝置上核對頁面中的路徑。
      4. **取用受限**：在{{settings_q}}>{{screen_time_q}}>{{content_restrictions_q}}中限制該資源（例如相片、位置、通訊錄：選擇「不允許更改」）。App 顯示取用受限的說明，而不是以「{{open_settings}}」作為解決方法。
      5. **部分取用**：如果 iOS 提供部分授權（選取的相片、大約位置、選取的通訊錄），請選擇它：App 顯示部分取用的說明，並以現有的權限繼續運作。

      """#,
    "Templates/zh-HK/limited-message.mustache": #"""
      {{! 用戶只授予部分取用權限時顯示：大約位置、選取的相片。 }}
      {{#limited_precise}}{{app}}目前只能取得你的大約位置。若要分享精確位置，請點一下{{open_settings_q}}，點一下{{row_q}}，然後開啟{{precise_location_q}}。{{/limited_precise}}
      {{#limited_choice}}{{app}}目前只能使用{{selected}}。若要允許完整取用，請點一下{{open_settings_q}}，點一下{{row_q}}，然後選擇{{choice_q}}。{{/limited_choice}}

      """#,
    "Templates/zh-HK/notice-message.mustache": #"""
      {{! 只有一個按鈕（got_it）的通知：取用受限，前往設定也無法開啟。 }}
      {{#tracking}}此裝置不允許 App 要求追蹤，因此{{app}}無法開啟此功能。{{/tracking}}{{^tracking}}此裝置限制了{{resource}}的取用權限，因此{{app}}暫時無法使用此功能。{{/tracking}}

      """#,
    "Templates/zh-HK/page.md.mustache": #"""
      # {{name}}：{{title}}

      {{#usage}}
      ## 系統提示框中的文字

      `{{key}}`{{#xcode_name}}（{{xcode_name}}）{{/xcode_name}}：

      > {{usage}}
      {{#companions}}

      相同文字也寫入 `{{key}}`{{#below}}：iOS {{below}} 之前的版本會讀取它{{/below}}{{^below}}：iOS 要求同時提供它{{/below}}。
      {{/companions}}

      {{/usage}}
      ## {{app}}無法取用時

      **{{title}}**

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}

      **{{open_settings}}**會打開{{app}}在{{settings_q}}中的頁面；**{{not_now}}**會關閉提示。

      ## 在{{settings_q}}中的位置

      {{#paths}}
      - {{#ios18}}iOS 18 及更新版本{{/ios18}}{{#ios17}}iOS 17{{/ios17}}{{#ios16}}iOS 16{{/ios16}}{{#ios15}}iOS 15 及更早版本{{/ios15}}：{{settings_path}}{{#privacy_path}}，或{{privacy_path}}{{/privacy_path}}
      {{/paths}}

      {{#restricted}}
      ## 取用受限

      {{restricted}}

      {{/restricted}}
      {{#limited}}
      ## 部分取用

      {{limited}}

      {{/limited}}
      ## 觸發系統詢問的介面

      {{#triggers}}
      - {{#api}}`{{api}}`{{/api}}{{#api}}{{#note}} {{/note}}{{/api}}{{#note}}{{note}}{{/note}}
      {{/triggers}}

      """#,
    "Templates/zh-HK/primer-message.mustache": #"""
      {{! 權限說明：先用用途說明的原話講清原因，再說明接下來會發生什麼。 }}
      {{#notifications}}{{#purpose}}開啟通知後，你可以{{purpose}}。{{/purpose}}{{/notifications}}{{^notifications}}{{#usage}}{{usage}}{{/usage}}{{/notifications}}接下來系統會詢問你是否允許{{#has_switch}}，你之後也可以隨時在{{settings_q}}中更改{{/has_switch}}。

      """#,
    "Templates/zh-HK/primer-title.mustache": #"""
      {{! 系統提出請求之前 App 顯示的權限說明標題（只有一個按鈕：continue）。只寫功能名稱，不提問：讀起來像權限請求的畫面會被 App 審查退回。 }}
      關於{{name}}

      """#,
    "Templates/zh-HK/privacy-path.mustache": #"""
      {{! 經由「私隱」（iOS 15 及更早版本）或「私隱與保安」找到同一個開關。 }}
      {{#notifications}}{{settings_q}}{{sep}}{{row_q}}{{sep}}{{app_q}}{{/notifications}}{{^notifications}}{{settings_q}}{{sep}}{{privacy_q}}{{sep}}{{privacy_row_q}}{{sep}}{{app_q}}{{/notifications}}

      """#,
    "Templates/zh-HK/restricted-message.mustache": #"""
      {{! 取用受限時顯示：用戶無法自行開啟。 }}
      此裝置限制了{{resource}}的取用權限（例如透過{{screen_time_q}}或裝置管理），因此{{app}}{{#uses}}無法使用{{resource}}{{/uses}}{{^uses}}無法取用{{resource}}{{/uses}}。如果此裝置由他人管理，請與對方聯絡以開啟。

      """#,
    "Templates/zh-HK/settings-path.mustache": #"""
      {{! 某一 iOS 版本中 App 在「設定」裡的頁面：iOS 18 起位於「App」之下。 }}
      {{settings_q}}{{sep}}{{#ios18}}{{apps_q}}{{sep}}{{/ios18}}{{app_q}}{{sep}}{{row_q}}

      """#,
    "Templates/zh-HK/usage-description.mustache": #"""
      {{! 由撰稿人提供的用途片段組成的用途說明：「允許取用……後，你可以……。」追蹤以 App 為主語（App 審查 5.1.1(ii)：不用隱去用戶的被動句）。 }}
      {{#tracking}}{{app}}會使用{{your_resource}}來{{purpose}}。{{/tracking}}{{^tracking}}{{^asked}}使用{{resource}}，你可以{{purpose}}。{{/asked}}{{#asked}}允許{{#uses}}使用{{/uses}}{{^uses}}取用{{/uses}}{{resource}}後，你可以{{purpose}}。{{/asked}}{{/tracking}}

      """#,
    "Templates/zh-Hans/alert-message.mustache": #"""
      {{! 弹窗说明：要允许什么，在哪里开启。 }}
      {{#purpose}}为了{{purpose}}，{{/purpose}}请在{{settings_q}}中{{#notifications}}允许{{app}}向你发送通知{{/notifications}}{{^notifications}}{{#tracking}}为{{app}}打开{{row_q}}{{/tracking}}{{^tracking}}允许{{app}}{{#uses}}使用{{resource}}{{/uses}}{{^uses}}访问{{your_resource}}{{/uses}}{{/tracking}}{{/notifications}}。

      """#,
    "Templates/zh-Hans/alert-title.mustache": #"""
      {{! 用户拒绝权限后 App 显示的系统样式弹窗标题（两个按钮：later、open_now）。 }}
      {{#notifications}}通知未开启{{/notifications}}{{^notifications}}{{name}}权限未开启{{/notifications}}

      """#,
    "Templates/zh-Hans/feature-message.mustache": #"""
      {{! 功能引导的说明；partial：部分权限已经开启；granted：其中 App 能读到状态的那些。面容 ID 和 Siri 用“使用”，其余用“访问”。 }}
      {{feature_q}}{{#partial}}还{{/partial}}需要{{#accessed}}访问{{accessed}}{{/accessed}}{{#accessed_and_used}}，并{{/accessed_and_used}}{{#used}}使用{{used}}{{/used}}。{{#granted}}{{granted}}权限已开启。{{/granted}}你可以在{{settings_q}}中开启{{#accessed}}访问{{/accessed}}{{^accessed}}使用{{/accessed}}权限。

      """#,
    "Templates/zh-Hans/feature-page.md.mustache": #"""
      {{! 功能的 Markdown 页面：全部权限未开启时的引导、每种部分开启的情况、受限说明和请求顺序。 }}
      # {{feature}}

      {{order}}

      {{#permissions}}
      - [{{name}}]({{file}})
      {{/permissions}}

      ## {{title}}

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}
      {{#partials}}

      ## {{title}}

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}
      {{/partials}}
      {{#restricted}}

      ## 访问受限

      {{restricted}}
      {{/restricted}}

      """#,
    "Templates/zh-Hans/feature-primer.mustache": #"""
      {{! 系统弹出请求之前：功能的各项权限按什么顺序请求。 }}
      为了使用{{feature_q}}，{{app}}将{{#asks}}{{#first}}先{{/first}}{{^first}}，再{{/first}}请求{{#uses}}使用{{resource}}{{/uses}}{{^uses}}访问{{your_resource}}{{/uses}}{{/asks}}。

      """#,
    "Templates/zh-Hans/feature-restricted.mustache": #"""
      {{! 功能受限时的说明：其中设备能限制的某个权限，用户无法自行开启。 }}
      此设备限制了对{{restricted_resources}}的访问（例如通过{{screen_time_q}}或设备管理），因此无法使用{{feature_q}}。

      """#,
    "Templates/zh-Hans/feature-steps.mustache": #"""
      {{! 每行一步：先打开 App 的设置页面，再为每个未开启的权限各写一步。 }}
      轻点{{open_settings_q}}。
      {{#missing}}
      {{#toggle}}打开{{row_q}}。{{/toggle}}
      {{#is_choice}}轻点{{row_q}}，然后选择{{choice_q}}。{{#toggle_until}}在 iOS {{toggle_until}} 及更早版本中，打开{{row_q}}。{{/toggle_until}}{{/is_choice}}
      {{#notifications}}轻点{{row_q}}，然后打开{{allow_notifications_q}}。{{/notifications}}
      {{#health}}轻点{{row_q}}，然后轻点{{health_all_q}}。{{/health}}
      {{/missing}}

      """#,
    "Templates/zh-Hans/feature-title.mustache": #"""
      {{! 功能引导的标题：功能需要而尚未开启的权限（全部，或其中一部分）。 }}
      {{feature}}需要{{names}}权限

      """#,
    "Templates/zh-Hans/guide-message.mustache": #"""
      {{! 引导卡片的说明文字；项目提供用途片段时使用 purpose。 }}
      {{#notifications}}{{#purpose}}为了{{purpose}}，{{app}}需要向你发送通知。{{/purpose}}{{^purpose}}{{app}}目前无法向你发送通知。{{/purpose}}你可以在{{settings_q}}中打开通知。{{/notifications}}
      {{^notifications}}{{^inferred}}{{#purpose}}为了{{purpose}}，{{app}}需要{{#uses}}使用{{resource}}{{/uses}}{{^uses}}访问{{your_resource}}{{/uses}}。{{/purpose}}{{^purpose}}{{app}}目前无法{{#uses}}使用{{resource}}{{/uses}}{{^uses}}访问{{your_resource}}{{/uses}}。{{/purpose}}你可以在{{settings_q}}中开启{{#uses}}使用{{/uses}}{{^uses}}访问{{/uses}}权限。{{/inferred}}{{/notifications}}
      {{#inferred}}{{#purpose}}为了{{purpose}}，{{app}}需要查找网络上的设备。{{/purpose}}如果{{app}}找不到这些设备，可能是{{resource}}访问权限已关闭。你可以在{{settings_q}}中开启访问权限。{{/inferred}}

      """#,
    "Templates/zh-Hans/guide-steps.mustache": #"""
      {{! 每行一步，从 App 内的“前往设置”按钮开始；它在每个 iOS 版本中都会打开 App 自己的设置页面。 }}
      {{! 渲染为空的行会被去掉。 }}
      轻点{{open_settings_q}}。
      {{#toggle}}打开{{row_q}}。{{/toggle}}
      {{#is_choice}}轻点{{row_q}}，然后选择{{choice_q}}。{{#toggle_until}}在 iOS {{toggle_until}} 及更早版本中，打开{{row_q}}。{{/toggle_until}}{{/is_choice}}
      {{#notifications}}轻点{{row_q}}，然后打开{{allow_notifications_q}}。{{/notifications}}
      {{#health}}轻点{{row_q}}，然后轻点{{health_all_q}}。{{/health}}
      {{#tracking}}如果没有{{row_q}}，请先在{{settings_q}}{{sep}}{{privacy_q}}{{sep}}{{privacy_row_q}}中打开{{allow_requests_q}}。{{/tracking}}

      """#,
    "Templates/zh-Hans/guide-title.mustache": #"""
      {{! 用户关闭权限后 App 显示的引导卡片标题。 }}
      {{#notifications}}通知已关闭{{/notifications}}{{^notifications}}{{name}}{{^tracking}}{{#uses}}使用{{/uses}}{{^uses}}访问{{/uses}}{{/tracking}}权限已关闭{{/notifications}}

      """#,
    "Templates/zh-Hans/index.md.mustache": #"""
      # {{app}}：隐私权限

      {{#permissions}}
      - [{{name}}]({{file}}){{#key}}（`{{key}}`）{{/key}}{{#usage}}：{{usage}}{{/usage}}
      {{/permissions}}

      ## 测试清单

      App 支持 iOS {{deployment_target}} 及更高版本。请以简体中文在以下每个版本上检查：{{#eras}}{{#ios18}}iOS 18 或更高版本{{/ios18}}{{#ios17}}；iOS 17{{/ios17}}{{#ios16}}；iOS 16{{/ios16}}{{#ios15}}；iOS 15 或更早版本{{/ios15}}{{/eras}}。对上面的每项权限：

      1. **首次请求**：重新安装 App（或在{{settings_q}}>“通用”>“传输或还原 iPhone”>“还原”>“还原位置与隐私”），然后使用相应功能。系统提示框只出现一次，其说明文字与该权限页面上的用途说明完全一致。
      2. **拒绝**：选择“不允许”。功能不会默默失败：App 显示引导卡片，包含标题、说明、编号步骤以及“{{open_settings}}”和“{{not_now}}”按钮；“{{not_now}}”会关闭卡片。
      3. **在{{settings_q}}中重新开启**：轻点“{{open_settings}}”，会打开{{app}}在{{settings_q}}中的页面。按步骤操作后返回 App，无需重新启动，功能即可使用。同时在设备上核对页面中的路径。
      4. **访问受限**：在{{settings_q}}>{{screen_time_q}}>{{content_restrictions_q}}中限制该资源（例如照片、位置、通讯录：选择“不允许更改”）。App 显示访问受限的说明，而不是把“{{open_settings}}”作为解决办法。
      5. **部分访问**：如果 iOS 提供部分授权（所选照片、大致位置、所选联系人），请选择它：App 显示部分访问的说明，并用已有的权限继续工作。

      """#,
    "Templates/zh-Hans/limited-message.mustache": #"""
      {{! 用户只授予了部分访问权限时显示：大致位置、所选照片。 }}
      {{#limited_precise}}{{app}}目前只能获取你的大致位置。如需共享精确位置，请轻点{{open_settings_q}}，轻点{{row_q}}，然后打开{{precise_location_q}}。{{/limited_precise}}
      {{#limited_choice}}{{app}}目前只能使用{{selected}}。如需允许完全访问，请轻点{{open_settings_q}}，轻点{{row_q}}，然后选择{{choice_q}}。{{/limited_choice}}

      """#,
    "Templates/zh-Hans/notice-message.mustache": #"""
      {{! 只有一个按钮（got_it）的提示：访问受限，前往设置也无法开启。 }}
      {{#tracking}}此设备不允许 App 请求跟踪，因此{{app}}无法开启此功能。{{/tracking}}{{^tracking}}此设备限制了对{{resource}}的访问，因此{{app}}暂时无法使用此功能。{{/tracking}}

      """#,
    "Templates/zh-Hans/page.md.mustache": #"""
      # {{name}}：{{title}}

      {{#usage}}
      ## 系统提示框中的文字

      `{{key}}`{{#xcode_name}}（{{xcode_name}}）{{/xcode_name}}：

      > {{usage}}
      {{#companions}}

      同一文字也写入 `{{key}}`{{#below}}：iOS {{below}} 之前的版本读取它{{/below}}{{^below}}：iOS 要求同时提供它{{/below}}。
      {{/companions}}

      {{/usage}}
      ## {{app}}无法访问时

      **{{title}}**

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}

      **{{open_settings}}**会打开{{app}}在{{settings_q}}中的页面；**{{not_now}}**会关闭提示。

      ## 在{{settings_q}}中的位置

      {{#paths}}
      - {{#ios18}}iOS 18 及更高版本{{/ios18}}{{#ios17}}iOS 17{{/ios17}}{{#ios16}}iOS 16{{/ios16}}{{#ios15}}iOS 15 及更早版本{{/ios15}}：{{settings_path}}{{#privacy_path}}，或{{privacy_path}}{{/privacy_path}}
      {{/paths}}

      {{#restricted}}
      ## 访问受限

      {{restricted}}

      {{/restricted}}
      {{#limited}}
      ## 部分访问

      {{limited}}

      {{/limited}}
      ## 触发系统询问的接口

      {{#triggers}}
      - {{#api}}`{{api}}`{{/api}}{{#api}}{{#note}} {{/note}}{{/api}}{{#note}}{{note}}{{/note}}
      {{/triggers}}

      """#,
    "Templates/zh-Hans/primer-message.mustache": #"""
      {{! 权限说明：先用用途说明的原话讲清原因，再说明接下来会发生什么。 }}
      {{#notifications}}{{#purpose}}开启通知后，你可以{{purpose}}。{{/purpose}}{{/notifications}}{{^notifications}}{{#usage}}{{usage}}{{/usage}}{{/notifications}}接下来系统会询问你是否允许{{#has_switch}}，你之后也可以随时在{{settings_q}}中更改{{/has_switch}}。

      """#,
    "Templates/zh-Hans/primer-title.mustache": #"""
      {{! 系统弹出请求之前 App 显示的权限说明标题（只有一个按钮：continue）。只写功能名称，不提问：读起来像权限请求的页面会被 App 审核拒绝。 }}
      关于{{name}}

      """#,
    "Templates/zh-Hans/privacy-path.mustache": #"""
      {{! 经由“隐私”（iOS 15 及更早）或“隐私与安全性”找到同一个开关。 }}
      {{#notifications}}{{settings_q}}{{sep}}{{row_q}}{{sep}}{{app_q}}{{/notifications}}{{^notifications}}{{settings_q}}{{sep}}{{privacy_q}}{{sep}}{{privacy_row_q}}{{sep}}{{app_q}}{{/notifications}}

      """#,
    "Templates/zh-Hans/restricted-message.mustache": #"""
      {{! 访问受限时显示：用户自己无法开启。 }}
      此设备限制了对{{resource}}的访问（例如通过{{screen_time_q}}或设备管理），因此{{app}}{{#uses}}无法使用{{resource}}{{/uses}}{{^uses}}无法访问{{resource}}{{/uses}}。如果此设备由他人管理，请联系对方开启。

      """#,
    "Templates/zh-Hans/settings-path.mustache": #"""
      {{! 某一 iOS 版本中 App 在“设置”里的页面：iOS 18 起位于“App”之下。 }}
      {{settings_q}}{{sep}}{{#ios18}}{{apps_q}}{{sep}}{{/ios18}}{{app_q}}{{sep}}{{row_q}}

      """#,
    "Templates/zh-Hans/usage-description.mustache": #"""
      {{! 由撰稿人提供的用途片段组成的用途说明：“允许访问……后，你可以……。”跟踪以 App 为主语（App 审核 5.1.1(ii)：不用隐去使用者的被动句）。 }}
      {{#tracking}}{{app}}会使用{{your_resource}}来{{purpose}}。{{/tracking}}{{^tracking}}{{^asked}}使用{{resource}}，你可以{{purpose}}。{{/asked}}{{#asked}}允许{{#uses}}使用{{/uses}}{{^uses}}访问{{/uses}}{{resource}}后，你可以{{purpose}}。{{/asked}}{{/tracking}}

      """#,
    "Templates/zh-Hant/alert-message.mustache": #"""
      {{! 提示框說明：要允許什麼，在哪裡開啟。 }}
      {{#purpose}}為了{{purpose}}，{{/purpose}}請在{{settings_q}}中{{#notifications}}允許{{app}}傳送通知給你{{/notifications}}{{^notifications}}{{#tracking}}為{{app}}開啟{{row_q}}{{/tracking}}{{^tracking}}允許{{app}}{{#uses}}使用{{resource}}{{/uses}}{{^uses}}取用{{your_resource}}{{/uses}}{{/tracking}}{{/notifications}}。

      """#,
    "Templates/zh-Hant/alert-title.mustache": #"""
      {{! 使用者拒絕權限後 App 顯示的系統樣式提示框標題（兩個按鈕：later、open_now）。 }}
      {{#notifications}}通知未開啟{{/notifications}}{{^notifications}}{{name}}權限未開啟{{/notifications}}

      """#,
    "Templates/zh-Hant/feature-message.mustache": #"""
      {{! 功能引導的說明；partial：部分權限已經開啟；granted：其中 App 能讀到狀態的那些。Face ID 和 Siri 用「使用」，其餘用「取用」。 }}
      {{feature_q}}{{#partial}}還{{/partial}}需要{{#accessed}}取用{{accessed}}{{/accessed}}{{#accessed_and_used}}，並{{/accessed_and_used}}{{#used}}使用{{used}}{{/used}}。{{#granted}}{{granted}}權限已開啟。{{/granted}}你可以在{{settings_q}}中開啟{{#accessed}}取用{{/accessed}}{{^accessed}}使用{{/accessed}}權限。

      """#,
    "Templates/zh-Hant/feature-page.md.mustache": #"""
      {{! 功能的 Markdown 頁面：全部權限未開啟時的引導、每種部分開啟的情況、受限說明和要求順序。 }}
      # {{feature}}

      {{order}}

      {{#permissions}}
      - [{{name}}]({{file}})
      {{/permissions}}

      ## {{title}}

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}
      {{#partials}}

      ## {{title}}

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}
      {{/partials}}
      {{#restricted}}

      ## 取用受限

      {{restricted}}
      {{/restricted}}

      """#,
    "Templates/zh-Hant/feature-primer.mustache": #"""
      {{! 系統提出請求之前：功能的各項權限依什麼順序要求。 }}
      為了使用{{feature_q}}，{{app}}會{{#asks}}{{#first}}先{{/first}}{{^first}}，再{{/first}}要求{{#uses}}使用{{resource}}{{/uses}}{{^uses}}取用{{your_resource}}{{/uses}}{{/asks}}。

      """#,
    "Templates/zh-Hant/feature-restricted.mustache": #"""
      {{! 功能受限時的說明：其中裝置能限制的某個權限，使用者無法自行開啟。 }}
      此裝置限制了{{restricted_resources}}的取用權限（例如透過{{screen_time_q}}或裝置管理），因此無法使用{{feature_q}}。

      """#,
    "Templates/zh-Hant/feature-steps.mustache": #"""
      {{! 每行一步：先打開 App 的設定頁面，再為每個未開啟的權限各寫一步。 }}
      點一下{{open_settings_q}}。
      {{#missing}}
      {{#toggle}}開啟{{row_q}}。{{/toggle}}
      {{#is_choice}}點一下{{row_q}}，然後選擇{{choice_q}}。{{#toggle_until}}在 iOS {{toggle_until}} 及更早版本中，開啟{{row_q}}。{{/toggle_until}}{{/is_choice}}
      {{#notifications}}點一下{{row_q}}，然後開啟{{allow_notifications_q}}。{{/notifications}}
      {{#health}}點一下{{row_q}}，然後點一下{{health_all_q}}。{{/health}}
      {{/missing}}

      """#,
    "Templates/zh-Hant/feature-title.mustache": #"""
      {{! 功能引導的標題：功能需要而尚未開啟的權限（全部，或其中一部分）。 }}
      {{feature}}需要{{names}}權限

      """#,
    "Templates/zh-Hant/guide-message.mustache": #"""
      {{! 引導卡片的說明文字；專案提供用途片段時使用 purpose。 }}
      {{#notifications}}{{#purpose}}為了{{purpose}}，{{app}}需要傳送通知給你。{{/purpose}}{{^purpose}}{{app}}目前無法傳送通知給你。{{/purpose}}你可以在{{settings_q}}中開啟通知。{{/notifications}}
      {{^notifications}}{{^inferred}}{{#purpose}}為了{{purpose}}，{{app}}需要{{#uses}}使用{{resource}}{{/uses}}{{^uses}}取用{{your_resource}}{{/uses}}。{{/purpose}}{{^purpose}}{{app}}目前無法{{#uses}}使用{{resource}}{{/uses}}{{^uses}}取用{{your_resource}}{{/uses}}。{{/purpose}}你可以在{{settings_q}}中開啟{{#uses}}使用{{/uses}}{{^uses}}取用{{/uses}}權限。{{/inferred}}{{/notifications}}
      {{#inferred}}{{#purpose}}為了{{purpose}}，{{app}}需要尋找網路上的裝置。{{/purpose}}如果{{app}}找不到這些裝置，可能是{{resource}}取用權限已關閉。你可以在{{settings_q}}中開啟取用權限。{{/inferred}}

      """#,
    "Templates/zh-Hant/guide-steps.mustache": #"""
      {{! 每行一步，從 App 內的「前往設定」按鈕開始；它在每個 iOS 版本中都會打開 App 自己的設定頁面。 }}
      {{! 算繪後為空白的行會被移除。 }}
      點一下{{open_settings_q}}。
      {{#toggle}}開啟{{row_q}}。{{/toggle}}
      {{#is_choice}}點一下{{row_q}}，然後選擇{{choice_q}}。{{#toggle_until}}在 iOS {{toggle_until}} 及更早版本中，開啟{{row_q}}。{{/toggle_until}}{{/is_choice}}
      {{#notifications}}點一下{{row_q}}，然後開啟{{allow_notifications_q}}。{{/notifications}}
      {{#health}}點一下{{row_q}}，然後點一下{{health_all_q}}。{{/health}}
      {{#tracking}}如果沒有{{row_q}}，請先在{{settings_q}}{{sep}}{{privacy_q}}{{sep}}{{privacy_row_q}}中開啟{{allow_requests_q}}。{{/tracking}}

      """#,
    "Templates/zh-Hant/guide-title.mustache": #"""
      {{! 使用者關閉權限後 App 顯示的引導卡片標題。 }}
      {{#notifications}}通知已關閉{{/notifications}}{{^notifications}}{{name}}{{^tracking}}{{#uses}}使用{{/uses}}{{^uses}}取用{{/uses}}{{/tracking}}權限已關閉{{/notifications}}

      """#,
    "Templates/zh-Hant/index.md.mustache": #"""
      # {{app}}：隱私權限

      {{#permissions}}
      - [{{name}}]({{file}}){{#key}}（`{{key}}`）{{/key}}{{#usage}}：{{usage}}{{/usage}}
      {{/permissions}}

      ## 測試清單

      App 支援 iOS {{deployment_target}} 及更新版本。請以繁體中文在以下每個版本上檢查：{{#eras}}{{#ios18}}iOS 18 或更新版本{{/ios18}}{{#ios17}}；iOS 17{{/ios17}}{{#ios16}}；iOS 16{{/ios16}}{{#ios15}}；iOS 15 或更早版本{{/ios15}}{{/eras}}。對上面的每項權限：

      1. **首次要求**：重新安裝 App（或在{{settings_q}}>「一般」>「移轉或重置 iPhone」>「重置」>「重置位置與隱私權」），然後使用對應功能。系統提示框只會出現一次，其說明文字與該權限頁面上的用途說明完全一致。
      2. **拒絕**：選擇「不允許」。功能不會默默失敗：App 顯示引導卡片，包含標題、說明、編號步驟，以及「{{open_settings}}」和「{{not_now}}」按鈕；「{{not_now}}」會關閉卡片。
      3. **在{{settings_q}}中重新開啟**：點一下「{{open_settings}}」，會打開{{app}}在{{settings_q}}中的頁面。依照步驟操作後回到 App，不必重新啟動，功能即可使用。也請在裝置上核對頁面中的路徑。
      4. **取用受限**：在{{settings_q}}>{{screen_time_q}}>{{content_restrictions_q}}中限制該資源（例如照片、位置、聯絡人：選擇「不允許更改」）。App 顯示取用受限的說明，而不是以「{{open_settings}}」作為解決方法。
      5. **部分取用**：如果 iOS 提供部分授權（選取的照片、大約位置、選取的聯絡人），請選擇它：App 顯示部分取用的說明，並以現有的權限繼續運作。

      """#,
    "Templates/zh-Hant/limited-message.mustache": #"""
      {{! 使用者只授予部分取用權限時顯示：大約位置、選取的照片。 }}
      {{#limited_precise}}{{app}}目前只能取得你的大約位置。若要分享精確位置，請點一下{{open_settings_q}}，點一下{{row_q}}，然後開啟{{precise_location_q}}。{{/limited_precise}}
      {{#limited_choice}}{{app}}目前只能使用{{selected}}。若要允許完整取用，請點一下{{open_settings_q}}，點一下{{row_q}}，然後選擇{{choice_q}}。{{/limited_choice}}

      """#,
    "Templates/zh-Hant/notice-message.mustache": #"""
      {{! 只有一個按鈕（got_it）的通知：取用受限，前往設定也無法開啟。 }}
      {{#tracking}}此裝置不允許 App 要求追蹤，因此{{app}}無法開啟此功能。{{/tracking}}{{^tracking}}此裝置限制了{{resource}}的取用權限，因此{{app}}暫時無法使用此功能。{{/tracking}}

      """#,
    "Templates/zh-Hant/page.md.mustache": #"""
      # {{name}}：{{title}}

      {{#usage}}
      ## 系統提示框中的文字

      `{{key}}`{{#xcode_name}}（{{xcode_name}}）{{/xcode_name}}：

      > {{usage}}
      {{#companions}}

      相同文字也寫入 `{{key}}`{{#below}}：iOS {{below}} 之前的版本會讀取它{{/below}}{{^below}}：iOS 要求同時提供它{{/below}}。
      {{/companions}}

      {{/usage}}
      ## {{app}}無法取用時

      **{{title}}**

      {{message}}

      {{#steps}}
      {{number}}. {{text}}
      {{/steps}}

      **{{open_settings}}**會打開{{app}}在{{settings_q}}中的頁面；**{{not_now}}**會關閉提示。

      ## 在{{settings_q}}中的位置

      {{#paths}}
      - {{#ios18}}iOS 18 及更新版本{{/ios18}}{{#ios17}}iOS 17{{/ios17}}{{#ios16}}iOS 16{{/ios16}}{{#ios15}}iOS 15 及更早版本{{/ios15}}：{{settings_path}}{{#privacy_path}}，或{{privacy_path}}{{/privacy_path}}
      {{/paths}}

      {{#restricted}}
      ## 取用受限

      {{restricted}}

      {{/restricted}}
      {{#limited}}
      ## 部分取用

      {{limited}}

      {{/limited}}
      ## 觸發系統詢問的介面

      {{#triggers}}
      - {{#api}}`{{api}}`{{/api}}{{#api}}{{#note}} {{/note}}{{/api}}{{#note}}{{note}}{{/note}}
      {{/triggers}}

      """#,
    "Templates/zh-Hant/primer-message.mustache": #"""
      {{! 權限說明：先用用途說明的原話講清原因，再說明接下來會發生什麼。 }}
      {{#notifications}}{{#purpose}}開啟通知後，你可以{{purpose}}。{{/purpose}}{{/notifications}}{{^notifications}}{{#usage}}{{usage}}{{/usage}}{{/notifications}}接下來系統會詢問你是否允許{{#has_switch}}，你之後也可以隨時在{{settings_q}}中更改{{/has_switch}}。

      """#,
    "Templates/zh-Hant/primer-title.mustache": #"""
      {{! 系統提出請求之前 App 顯示的權限說明標題（只有一個按鈕：continue）。只寫功能名稱，不提問：讀起來像權限請求的畫面會被 App 審查退回。 }}
      關於{{name}}

      """#,
    "Templates/zh-Hant/privacy-path.mustache": #"""
      {{! 經由「隱私權」（iOS 15 及更早版本）或「隱私權與安全性」找到同一個開關。 }}
      {{#notifications}}{{settings_q}}{{sep}}{{row_q}}{{sep}}{{app_q}}{{/notifications}}{{^notifications}}{{settings_q}}{{sep}}{{privacy_q}}{{sep}}{{privacy_row_q}}{{sep}}{{app_q}}{{/notifications}}

      """#,
    "Templates/zh-Hant/restricted-message.mustache": #"""
      {{! 取用受限時顯示：使用者無法自行開啟。 }}
      此裝置限制了{{resource}}的取用權限（例如透過{{screen_time_q}}或裝置管理），因此{{app}}{{#uses}}無法使用{{resource}}{{/uses}}{{^uses}}無法取用{{resource}}{{/uses}}。如果此裝置由他人管理，請與對方聯絡以開啟。

      """#,
    "Templates/zh-Hant/settings-path.mustache": #"""
      {{! 某一 iOS 版本中 App 在「設定」裡的頁面：iOS 18 起位於「App」之下。 }}
      {{settings_q}}{{sep}}{{#ios18}}{{apps_q}}{{sep}}{{/ios18}}{{app_q}}{{sep}}{{row_q}}

      """#,
    "Templates/zh-Hant/usage-description.mustache": #"""
      {{! 由撰稿人提供的用途片段組成的用途說明：「允許取用……後，你可以……。」追蹤以 App 為主詞（App 審查 5.1.1(ii)：不用隱去使用者的被動句）。 }}
      {{#tracking}}{{app}}會使用{{your_resource}}來{{purpose}}。{{/tracking}}{{^tracking}}{{^asked}}使用{{resource}}，你可以{{purpose}}。{{/asked}}{{#asked}}允許{{#uses}}使用{{/uses}}{{^uses}}取用{{/uses}}{{resource}}後，你可以{{purpose}}。{{/asked}}{{/tracking}}

      """#,
    "data/access-direction.tsv": #"""
      # Keys of one resource that split reading from writing: a text about the other direction is on
      # the wrong key (a "save photos" text on NSPhotoLibraryUsageDescription). Columns: permission
      # id, direction (read or write), the permission id of the other direction.
      id	direction	other
      photo-library	read	photo-library-add
      photo-library-add	write	photo-library
      health-share	read	health-update
      health-update	write	health-share

      """#,
    "data/api-triggers.tsv": #"""
      # The protected APIs a source scan looks for (`permcopy scan`), one row per trigger. Columns (tab-separated):
      # key: the Info.plist key the call needs (several separated by | : any one of them will do; - : the API needs no key);
      # trigger: the identifier; kind: call (followed by an argument list, a trailing closure, or an Objective-C
      # selector part), create (a type created: Type(…), Type.init(…), [Type alloc], [[Type alloc] init…], [Type new])
      # or member (a property read or assigned, or set with an implicit self in a subclass of a receiver or context
      # type); receiver: the types it is called on (- : any; a variable counts when the file names one of them);
      # arguments: identifiers of which one must be in the call or, for a member, in the rest of its line (label:
      # means a label whose value is not nil or empty). A variable, a label or a parameter there is followed within
      # the file: the values assigned to it, passed for it by label, or passed to the function that takes it count
      # as its arguments. without: identifiers that must not be there (for a may row: not anywhere in the file);
      # context: identifiers of which one must be in the file; deployment: the deployment targets the row applies to
      # (<17, >=17; - : all); effect: what iOS does without the key (crash, throws, ignored, fails, unverified; may:
      # system UI that needs the key only if the person chooses to save, reported as a warning; none for an API that
      # needs no key); language: swift, objc or any; example and counter-example: code that triggers the row and
      # code that does not, run as tests; source: where the fact comes from (short names of
      # ../shared/reference/project-formats.md: Apple protected, Apple key page, TN3153, TN3179, or the public report
      # named); note: what the finding adds, where the call alone does not say why the key is needed (- : nothing).
      key	trigger	kind	receiver	arguments	without	context	deployment	effect	language	example	counter-example	source	note
      NSCameraUsageDescription	requestAccess	call	AVCaptureDevice	video,AVMediaTypeVideo	-	-	-	crash	swift	AVCaptureDevice.requestAccess(for: .video) { _ in }	AVCaptureDevice.requestAccess(for: .audio) { _ in }	Apple protected; Apple key page	-
      NSMicrophoneUsageDescription	requestAccess	call	AVCaptureDevice	audio,AVMediaTypeAudio	-	-	-	crash	swift	AVCaptureDevice.requestAccess(for: .audio) { _ in }	AVCaptureDevice.authorizationStatus(for: .audio)	Apple protected; Apple key page	-
      NSCameraUsageDescription	requestAccessForMediaType	call	AVCaptureDevice	AVMediaTypeVideo	-	-	-	crash	objc	[AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL granted) {}];	[AVCaptureDevice authorizationStatusForMediaType:AVMediaTypeVideo];	Apple protected; Apple key page	-
      NSMicrophoneUsageDescription	requestAccessForMediaType	call	AVCaptureDevice	AVMediaTypeAudio	-	-	-	crash	objc	[AVCaptureDevice requestAccessForMediaType:AVMediaTypeAudio completionHandler:^(BOOL granted) {}];	[AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL granted) {}];	Apple protected; Apple key page	-
      NSCameraUsageDescription	AVCaptureDeviceInput	create	-	video,AVMediaTypeVideo,builtInWideAngleCamera,builtInTrueDepthCamera,builtInDualCamera,builtInDualWideCamera,builtInTripleCamera,builtInUltraWideCamera,builtInTelephotoCamera,builtInLiDARDepthCamera,continuityCamera,AVCaptureDeviceTypeBuiltInWideAngleCamera,AVCaptureDeviceTypeBuiltInTrueDepthCamera,AVCaptureDeviceTypeBuiltInDualCamera,AVCaptureDeviceTypeBuiltInDualWideCamera,AVCaptureDeviceTypeBuiltInTripleCamera,AVCaptureDeviceTypeBuiltInUltraWideCamera,AVCaptureDeviceTypeBuiltInTelephotoCamera	-	-	-	crash	any	let d = AVCaptureDevice.default(for: .video)!; let i = try AVCaptureDeviceInput(device: d)	let d = AVCaptureDevice.default(for: .video)!; let f = d.activeFormat	Apple protected (implicit: a capture input on a camera)	-
      NSMicrophoneUsageDescription	AVCaptureDeviceInput	create	-	audio,AVMediaTypeAudio,builtInMicrophone,microphone,AVCaptureDeviceTypeBuiltInMicrophone,AVCaptureDeviceTypeMicrophone	-	-	-	crash	any	let d = AVCaptureDevice.default(for: .audio)!; let i = try AVCaptureDeviceInput(device: d)	let d = AVCaptureDevice.default(for: .video)!; let i = try AVCaptureDeviceInput(device: d)	Apple protected (implicit: a capture input on a microphone)	-
      NSCameraUsageDescription|NSMicrophoneUsageDescription	AVCaptureDeviceInput	create	-	-	video,AVMediaTypeVideo,builtInWideAngleCamera,builtInTrueDepthCamera,builtInDualCamera,builtInDualWideCamera,builtInTripleCamera,builtInUltraWideCamera,builtInTelephotoCamera,builtInLiDARDepthCamera,continuityCamera,AVCaptureDeviceTypeBuiltInWideAngleCamera,AVCaptureDeviceTypeBuiltInTrueDepthCamera,AVCaptureDeviceTypeBuiltInDualCamera,AVCaptureDeviceTypeBuiltInDualWideCamera,AVCaptureDeviceTypeBuiltInTripleCamera,AVCaptureDeviceTypeBuiltInUltraWideCamera,AVCaptureDeviceTypeBuiltInTelephotoCamera,audio,AVMediaTypeAudio,builtInMicrophone,microphone,AVCaptureDeviceTypeBuiltInMicrophone,AVCaptureDeviceTypeMicrophone	-	-	crash	any	func attach(_ device: AVCaptureDevice) throws { session.addInput(try AVCaptureDeviceInput(device: device)) }	let d = AVCaptureDevice.default(for: .video)!; let i = try AVCaptureDeviceInput(device: d)	Apple protected (implicit: a capture input on a camera or a microphone)	the device's media type is not in this file: a camera needs NSCameraUsageDescription, a microphone NSMicrophoneUsageDescription
      NSMicrophoneUsageDescription	AVAudioRecorder	create	-	-	-	-	-	crash	any	let recorder = try AVAudioRecorder(url: url, settings: settings)	let player = try AVAudioPlayer(contentsOf: url)	Apple key page (implicit: a recorder is made to record, and its record call is where iOS ends the app)	-
      NSCameraUsageDescription	deviceInputWithDevice	call	AVCaptureDeviceInput	video,AVMediaTypeVideo,builtInWideAngleCamera,builtInTrueDepthCamera,builtInDualCamera,builtInDualWideCamera,builtInTripleCamera,builtInUltraWideCamera,builtInTelephotoCamera,builtInLiDARDepthCamera,continuityCamera,AVCaptureDeviceTypeBuiltInWideAngleCamera,AVCaptureDeviceTypeBuiltInTrueDepthCamera,AVCaptureDeviceTypeBuiltInDualCamera,AVCaptureDeviceTypeBuiltInDualWideCamera,AVCaptureDeviceTypeBuiltInTripleCamera,AVCaptureDeviceTypeBuiltInUltraWideCamera,AVCaptureDeviceTypeBuiltInTelephotoCamera	-	-	-	crash	objc	AVCaptureDevice *d = [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo]; id i = [AVCaptureDeviceInput deviceInputWithDevice:d error:nil];	AVCaptureDevice *d = [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo];	Apple protected (implicit)	-
      NSMicrophoneUsageDescription	deviceInputWithDevice	call	AVCaptureDeviceInput	audio,AVMediaTypeAudio,builtInMicrophone,microphone,AVCaptureDeviceTypeBuiltInMicrophone,AVCaptureDeviceTypeMicrophone	-	-	-	crash	objc	AVCaptureDevice *d = [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeAudio]; id i = [AVCaptureDeviceInput deviceInputWithDevice:d error:nil];	AVCaptureDevice *d = [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo]; id i = [AVCaptureDeviceInput deviceInputWithDevice:d error:nil];	Apple protected (implicit)	-
      NSCameraUsageDescription|NSMicrophoneUsageDescription	deviceInputWithDevice	call	AVCaptureDeviceInput	-	video,AVMediaTypeVideo,builtInWideAngleCamera,builtInTrueDepthCamera,builtInDualCamera,builtInDualWideCamera,builtInTripleCamera,builtInUltraWideCamera,builtInTelephotoCamera,builtInLiDARDepthCamera,continuityCamera,AVCaptureDeviceTypeBuiltInWideAngleCamera,AVCaptureDeviceTypeBuiltInTrueDepthCamera,AVCaptureDeviceTypeBuiltInDualCamera,AVCaptureDeviceTypeBuiltInDualWideCamera,AVCaptureDeviceTypeBuiltInTripleCamera,AVCaptureDeviceTypeBuiltInUltraWideCamera,AVCaptureDeviceTypeBuiltInTelephotoCamera,audio,AVMediaTypeAudio,builtInMicrophone,microphone,AVCaptureDeviceTypeBuiltInMicrophone,AVCaptureDeviceTypeMicrophone	-	-	crash	objc	- (void)attach:(AVCaptureDevice *)device { [session addInput:[AVCaptureDeviceInput deviceInputWithDevice:device error:nil]]; }	AVCaptureDevice *d = [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeAudio]; id i = [AVCaptureDeviceInput deviceInputWithDevice:d error:nil];	Apple protected (implicit)	the device's media type is not in this file: a camera needs NSCameraUsageDescription, a microphone NSMicrophoneUsageDescription
      NSMicrophoneUsageDescription	requestRecordPermission	call	AVAudioSession,AVAudioApplication	-	-	-	-	crash	any	AVAudioSession.sharedInstance().requestRecordPermission { _ in }	let p = AVAudioSession.sharedInstance().recordPermission	Apple protected; Apple key page	-
      NSMicrophoneUsageDescription	requestRecordPermissionWithCompletionHandler	call	AVAudioApplication	-	-	-	-	crash	objc	[AVAudioApplication requestRecordPermissionWithCompletionHandler:^(BOOL granted) {}];	AVAudioApplicationRecordPermission p = [[AVAudioApplication sharedInstance] recordPermission];	Apple key page (iOS 17 AVAudioApplication)	-
      NSMicrophoneUsageDescription	record	call	AVAudioRecorder	-	-	-	-	crash	any	let r = try AVAudioRecorder(url: url, settings: [:]); r.record()	let p = try AVAudioPlayer(contentsOf: url); p.play()	Apple key page; crash reports (secondary)	-
      NSMicrophoneUsageDescription	inputNode	member	AVAudioEngine	-	-	-	-	crash	swift	let engine = AVAudioEngine(); let node = engine.inputNode	let engine = AVAudioEngine(); let node = engine.outputNode	Apple key page; crash reports (implicit, secondary)	-
      NSMicrophoneUsageDescription	AudioQueueNewInput	call	-	-	-	-	-	crash	any	AudioQueueNewInput(&format, callback, nil, nil, nil, 0, &queue)	AudioQueueNewOutput(&format, callback, nil, nil, nil, 0, &queue)	Apple key page (any audio input: Core Audio's input queue)	-
      NSMicrophoneUsageDescription	AudioUnitSetProperty	call	-	kAudioOutputUnitProperty_EnableIO	kAudioUnitScope_Output	kAudioUnitSubType_RemoteIO,kAudioUnitSubType_VoiceProcessingIO	-	crash	any	var d = AudioComponentDescription(componentType: kAudioUnitType_Output, componentSubType: kAudioUnitSubType_RemoteIO, componentManufacturer: kAudioUnitManufacturer_Apple, componentFlags: 0, componentFlagsMask: 0); AudioUnitSetProperty(unit, kAudioOutputUnitProperty_EnableIO, kAudioUnitScope_Input, 1, &one, 4)	var d = AudioComponentDescription(componentType: kAudioUnitType_Output, componentSubType: kAudioUnitSubType_RemoteIO, componentManufacturer: kAudioUnitManufacturer_Apple, componentFlags: 0, componentFlagsMask: 0); AudioUnitSetProperty(unit, kAudioUnitProperty_StreamFormat, kAudioUnitScope_Input, 0, &format, size)	Apple key page (any audio input: a RemoteIO or voice-processing unit with input enabled)	-
      NSMicrophoneUsageDescription	isInputEnabled	member	AUAudioUnit	true	-	-	-	crash	swift	let unit = try AUAudioUnit(componentDescription: d); unit.isInputEnabled = true	let unit = try AUAudioUnit(componentDescription: d); unit.isOutputEnabled = true	Apple key page (any audio input: an audio unit with input enabled)	-
      NSPhotoLibraryUsageDescription	requestAuthorization	call	PHPhotoLibrary	-	addOnly,PHAccessLevelAddOnly,options	-	-	crash	any	PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }	PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }	Apple protected; Apple key page	-
      NSPhotoLibraryAddUsageDescription	requestAuthorization	call	PHPhotoLibrary	addOnly,PHAccessLevelAddOnly	-	-	-	crash	any	PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }	PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }	Apple protected; Apple key page	-
      NSPhotoLibraryUsageDescription	requestAuthorizationForAccessLevel	call	PHPhotoLibrary	PHAccessLevelReadWrite	-	-	-	crash	objc	[PHPhotoLibrary requestAuthorizationForAccessLevel:PHAccessLevelReadWrite handler:^(PHAuthorizationStatus s) {}];	[PHPhotoLibrary authorizationStatusForAccessLevel:PHAccessLevelReadWrite];	Apple protected; Apple key page	-
      NSPhotoLibraryUsageDescription	fetchAssets	call	PHAsset	-	-	-	-	crash	swift	let result = PHAsset.fetchAssets(with: .image, options: nil)	let picker = PHPickerViewController(configuration: PHPickerConfiguration())	Apple key page (implicit fetch); crash reports (secondary)	-
      NSPhotoLibraryUsageDescription	fetchAssetCollections	call	PHAssetCollection	-	-	-	-	crash	any	let albums = PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil)	let status = PHPhotoLibrary.authorizationStatus(for: .readWrite)	Apple key page (implicit fetch); crash reports (secondary)	-
      NSPhotoLibraryUsageDescription	fetchAssetCollectionsWithType	call	PHAssetCollection	-	-	-	-	crash	objc	PHFetchResult *r = [PHAssetCollection fetchAssetCollectionsWithType:PHAssetCollectionTypeSmartAlbum subtype:PHAssetCollectionSubtypeAny options:nil];	PHFetchResult *r = [PHCollectionList fetchCollectionListsWithType:PHCollectionListTypeFolder subtype:PHCollectionListSubtypeAny options:nil];	Apple key page (implicit fetch); crash reports (secondary)	-
      NSPhotoLibraryUsageDescription	fetchAssetsWithMediaType	call	PHAsset	-	-	-	-	crash	objc	PHFetchResult *r = [PHAsset fetchAssetsWithMediaType:PHAssetMediaTypeImage options:nil];	PHPickerViewController *p = [[PHPickerViewController alloc] initWithConfiguration:c];	Apple key page (implicit fetch); crash reports (secondary)	-
      NSPhotoLibraryUsageDescription	fetchAssetsWithOptions	call	PHAsset	-	-	-	-	crash	objc	PHFetchResult *r = [PHAsset fetchAssetsWithOptions:options];	PHFetchOptions *options = [[PHFetchOptions alloc] init];	Apple key page (implicit fetch); crash reports (secondary)	-
      NSPhotoLibraryUsageDescription	fetchAssetsInAssetCollection	call	PHAsset	-	-	-	-	crash	objc	PHFetchResult *r = [PHAsset fetchAssetsInAssetCollection:album options:nil];	PHFetchOptions *options = [[PHFetchOptions alloc] init];	Apple key page (implicit fetch); crash reports (secondary)	-
      NSPhotoLibraryUsageDescription	fetchAssetsWithLocalIdentifiers	call	PHAsset	-	-	-	-	crash	objc	PHFetchResult *r = [PHAsset fetchAssetsWithLocalIdentifiers:ids options:nil];	PHFetchOptions *options = [[PHFetchOptions alloc] init];	Apple key page (implicit fetch); crash reports (secondary)	-
      NSPhotoLibraryUsageDescription	fetchTopLevelUserCollections	call	PHCollectionList,PHCollection	-	-	-	-	crash	swift	let lists = PHCollectionList.fetchTopLevelUserCollections(with: nil)	let options = PHFetchOptions()	Apple key page (implicit fetch)	-
      NSPhotoLibraryAddUsageDescription	UIImageWriteToSavedPhotosAlbum	call	-	-	-	-	-	crash	any	UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)	let data = image.pngData()	openradar 41246623, 34862336; crash reports (secondary)	-
      NSPhotoLibraryAddUsageDescription	UISaveVideoAtPathToSavedPhotosAlbum	call	-	-	-	-	-	crash	any	UISaveVideoAtPathToSavedPhotosAlbum(path, nil, nil, nil)	let ok = UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(path)	openradar 27988819; crash reports (secondary)	-
      # PhotoKit's creation requests run under the library authorization the app holds: with the read key declared (and
      # .readWrite asked for) a save needs no add-only key, so either key serves.
      NSPhotoLibraryAddUsageDescription|NSPhotoLibraryUsageDescription	creationRequestForAsset	call	PHAssetChangeRequest	-	-	-	-	crash	swift	PHPhotoLibrary.shared().performChanges({ PHAssetChangeRequest.creationRequestForAsset(from: image) })	let request = PHAssetChangeRequest(for: asset)	openradar 41246623 (secondary)	-
      NSPhotoLibraryAddUsageDescription|NSPhotoLibraryUsageDescription	creationRequestForAssetFromImage	call	PHAssetChangeRequest	-	-	-	-	crash	any	[PHAssetChangeRequest creationRequestForAssetFromImage:image];	[PHAssetChangeRequest changeRequestForAsset:asset];	Apple protected; Apple key page	-
      NSPhotoLibraryAddUsageDescription|NSPhotoLibraryUsageDescription	creationRequestForAssetFromImageAtFileURL	call	PHAssetChangeRequest	-	-	-	-	crash	objc	[PHAssetChangeRequest creationRequestForAssetFromImageAtFileURL:url];	[PHAssetChangeRequest changeRequestForAsset:asset];	Apple protected; Apple key page	-
      NSPhotoLibraryAddUsageDescription|NSPhotoLibraryUsageDescription	creationRequestForAssetFromVideoAtFileURL	call	PHAssetChangeRequest	-	-	-	-	crash	objc	[PHAssetChangeRequest creationRequestForAssetFromVideoAtFileURL:url];	[PHAssetChangeRequest changeRequestForAsset:asset];	Apple protected; Apple key page	-
      NSPhotoLibraryAddUsageDescription|NSPhotoLibraryUsageDescription	creationRequestForAssetFromVideo	call	PHAssetChangeRequest	-	-	-	-	crash	swift	PHAssetChangeRequest.creationRequestForAssetFromVideo(atFileURL: url)	PHAssetChangeRequest(for: asset)	Apple protected; Apple key page	-
      NSPhotoLibraryAddUsageDescription|NSPhotoLibraryUsageDescription	forAsset	call	PHAssetCreationRequest	-	-	-	-	crash	swift	PHPhotoLibrary.shared().performChanges({ let r = PHAssetCreationRequest.forAsset() })	let types = PHAssetResourceType.photo	openradar 41246623 (secondary)	-
      NSContactsUsageDescription	requestAccess	call	CNContactStore	contacts,CNEntityTypeContacts	-	-	-	crash	swift	CNContactStore().requestAccess(for: .contacts) { _, _ in }	let picker = CNContactPickerViewController()	Apple protected; Apple key page	-
      NSContactsUsageDescription	requestAccessForEntityType	call	CNContactStore	CNEntityTypeContacts	-	-	-	crash	objc	[[[CNContactStore alloc] init] requestAccessForEntityType:CNEntityTypeContacts completionHandler:^(BOOL g, NSError *e) {}];	[CNContactStore authorizationStatusForEntityType:CNEntityTypeContacts];	Apple protected; Apple key page	-
      NSContactsUsageDescription	enumerateContacts	call	CNContactStore	-	-	-	-	crash	swift	let store = CNContactStore(); try store.enumerateContacts(with: request) { _, _ in }	let store = CNContactStore(); let s = CNContactStore.authorizationStatus(for: .contacts)	Apple key page (implicit); secondary	-
      NSContactsUsageDescription	enumerateContactsWithFetchRequest	call	CNContactStore	-	-	-	-	crash	objc	[store enumerateContactsWithFetchRequest:request error:&error usingBlock:^(CNContact *c, BOOL *stop) {}]; CNContactStore *x;	[store containersMatchingPredicate:nil error:&error]; CNContactStore *x;	Apple protected; Apple key page	-
      NSContactsUsageDescription	unifiedContactsMatchingPredicate	call	CNContactStore	-	-	-	-	crash	objc	[store unifiedContactsMatchingPredicate:p keysToFetch:keys error:&error]; CNContactStore *x;	[CNContact predicateForContactsMatchingName:name];	Apple protected; Apple key page	-
      NSContactsUsageDescription	unifiedContacts	call	CNContactStore	-	-	-	-	crash	swift	let store = CNContactStore(); let found = try store.unifiedContacts(matching: predicate, keysToFetch: keys)	let formatter = CNContactFormatter()	Apple key page (implicit); secondary	-
      NSContactsUsageDescription	ABAddressBookRequestAccessWithCompletion	call	-	-	-	-	-	crash	any	ABAddressBookRequestAccessWithCompletion(book, ^(bool granted, CFErrorRef error) {});	ABAuthorizationStatus s = ABAddressBookGetAuthorizationStatus();	Apple protected; Apple key page	-
      NSCalendarsFullAccessUsageDescription	requestFullAccessToEvents	call	EKEventStore	-	-	-	-	crash	swift	try await EKEventStore().requestFullAccessToEvents()	let status = EKEventStore.authorizationStatus(for: .event)	TN3153	-
      NSCalendarsFullAccessUsageDescription	requestFullAccessToEventsWithCompletion	call	EKEventStore	-	-	-	-	crash	objc	[store requestFullAccessToEventsWithCompletion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	[store requestWriteOnlyAccessToEventsWithCompletion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	Apple protected; Apple key page	-
      NSCalendarsWriteOnlyAccessUsageDescription|NSCalendarsFullAccessUsageDescription	requestWriteOnlyAccessToEvents	call	EKEventStore	-	-	-	-	crash	swift	try await EKEventStore().requestWriteOnlyAccessToEvents()	let controller = EKEventEditViewController()	TN3153	-
      NSCalendarsWriteOnlyAccessUsageDescription|NSCalendarsFullAccessUsageDescription	requestWriteOnlyAccessToEventsWithCompletion	call	EKEventStore	-	-	-	-	crash	objc	[store requestWriteOnlyAccessToEventsWithCompletion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	[store requestFullAccessToEventsWithCompletion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	Apple protected; Apple key page	-
      NSCalendarsUsageDescription	requestAccess	call	EKEventStore	event,EKEntityTypeEvent	-	-	<17	crash	swift	EKEventStore().requestAccess(to: .event) { _, _ in }	EKEventStore().requestAccess(to: .reminder) { _, _ in }	TN3153 (before iOS 17)	-
      NSCalendarsUsageDescription	requestAccessToEntityType	call	EKEventStore	EKEntityTypeEvent	-	-	<17	crash	objc	[store requestAccessToEntityType:EKEntityTypeEvent completion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	[store requestAccessToEntityType:EKEntityTypeReminder completion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	Apple protected; Apple key page	-
      NSCalendarsFullAccessUsageDescription|NSCalendarsWriteOnlyAccessUsageDescription	requestAccess	call	EKEventStore	event,EKEntityTypeEvent	-	-	>=17	crash	swift	EKEventStore().requestAccess(to: .event) { _, _ in }	EKEventStore().requestAccess(to: .reminder) { _, _ in }	TN3153 (the legacy call on iOS 17)	-
      NSCalendarsFullAccessUsageDescription|NSCalendarsWriteOnlyAccessUsageDescription	requestAccessToEntityType	call	EKEventStore	EKEntityTypeEvent	-	-	>=17	crash	objc	[store requestAccessToEntityType:EKEntityTypeEvent completion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	[store requestAccessToEntityType:EKEntityTypeReminder completion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	Apple protected; Apple key page	-
      NSRemindersFullAccessUsageDescription	requestFullAccessToReminders	call	EKEventStore	-	-	-	-	crash	swift	try await EKEventStore().requestFullAccessToReminders()	let status = EKEventStore.authorizationStatus(for: .reminder)	TN3153	-
      NSRemindersFullAccessUsageDescription	requestFullAccessToRemindersWithCompletion	call	EKEventStore	-	-	-	-	crash	objc	[store requestFullAccessToRemindersWithCompletion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	[store requestFullAccessToEventsWithCompletion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	Apple protected; Apple key page	-
      NSRemindersUsageDescription	requestAccess	call	EKEventStore	reminder,EKEntityTypeReminder	-	-	<17	crash	swift	EKEventStore().requestAccess(to: .reminder) { _, _ in }	EKEventStore().requestAccess(to: .event) { _, _ in }	TN3153 (before iOS 17)	-
      NSRemindersUsageDescription	requestAccessToEntityType	call	EKEventStore	EKEntityTypeReminder	-	-	<17	crash	objc	[store requestAccessToEntityType:EKEntityTypeReminder completion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	[store requestAccessToEntityType:EKEntityTypeEvent completion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	Apple protected; Apple key page	-
      NSRemindersFullAccessUsageDescription	requestAccess	call	EKEventStore	reminder,EKEntityTypeReminder	-	-	>=17	crash	swift	EKEventStore().requestAccess(to: .reminder) { _, _ in }	EKEventStore().requestAccess(to: .event) { _, _ in }	TN3153 (the legacy call on iOS 17)	-
      NSRemindersFullAccessUsageDescription	requestAccessToEntityType	call	EKEventStore	EKEntityTypeReminder	-	-	>=17	crash	objc	[store requestAccessToEntityType:EKEntityTypeReminder completion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	[store requestAccessToEntityType:EKEntityTypeEvent completion:^(BOOL granted, NSError *e) {}]; EKEventStore *x;	Apple protected; Apple key page	-
      NSLocationWhenInUseUsageDescription	requestWhenInUseAuthorization	call	-	-	-	-	-	ignored	any	manager.requestWhenInUseAuthorization()	let status = manager.authorizationStatus	Apple, Requesting authorization for location services	-
      NSLocationWhenInUseUsageDescription	requestAlwaysAuthorization	call	-	-	-	-	-	ignored	any	manager.requestAlwaysAuthorization()	manager.startMonitoringSignificantLocationChanges()	Apple, Requesting authorization for location services	-
      NSLocationAlwaysAndWhenInUseUsageDescription	requestAlwaysAuthorization	call	-	-	-	-	-	ignored	any	manager.requestAlwaysAuthorization()	manager.requestWhenInUseAuthorization()	Apple, Requesting authorization for location services	-
      NSLocationWhenInUseUsageDescription	liveUpdates	call	CLLocationUpdate	-	-	-	-	ignored	swift	for try await update in CLLocationUpdate.liveUpdates() { print(update) }	let geocoder = CLGeocoder()	Apple, CLLocationUpdate (iOS 17)	-
      NSLocationWhenInUseUsageDescription	CLServiceSession	create	-	-	-	-	-	ignored	swift	let session = CLServiceSession(authorization: .whenInUse)	let region = CLCircularRegion(center: c, radius: 10, identifier: id)	Apple, CLServiceSession (iOS 18)	-
      NSBluetoothAlwaysUsageDescription	CBCentralManager	create	-	-	-	-	-	crash	any	let central = CBCentralManager(delegate: self, queue: nil)	let state = CBManager.authorization	Apple key page (creating the manager prompts)	-
      NSBluetoothAlwaysUsageDescription	CBPeripheralManager	create	-	-	-	-	-	crash	any	let peripheral = CBPeripheralManager(delegate: self, queue: nil)	var manager: CBPeripheralManager?	Apple key page (creating the manager prompts)	-
      NSBluetoothPeripheralUsageDescription	CBCentralManager	create	-	-	-	-	<13	crash	any	let central = CBCentralManager(delegate: self, queue: nil)	let state = CBManager.authorization	Apple key page (before iOS 13)	-
      NSSpeechRecognitionUsageDescription	requestAuthorization	call	SFSpeechRecognizer	-	-	-	-	crash	any	SFSpeechRecognizer.requestAuthorization { _ in }	let status = SFSpeechRecognizer.authorizationStatus()	Apple protected; Apple key page	-
      NSMotionUsageDescription	CMMotionActivityManager	create	-	-	-	-	-	crash	any	let m = CMMotionActivityManager()	let m = CMMotionManager()	Apple key page (not CMMotionManager)	-
      NSMotionUsageDescription	CMPedometer	create	-	-	-	-	-	crash	any	let m = CMPedometer()	let m = CMMotionManager()	Apple key page (not CMMotionManager)	-
      NSMotionUsageDescription	CMAltimeter	create	-	-	-	-	-	crash	any	let m = CMAltimeter()	let m = CMMotionManager()	Apple key page (not CMMotionManager)	-
      NSMotionUsageDescription	CMHeadphoneMotionManager	create	-	-	-	-	-	crash	any	let m = CMHeadphoneMotionManager()	let m = CMMotionManager()	Apple key page (not CMMotionManager)	-
      NSHealthShareUsageDescription	requestAuthorization	call	HKHealthStore	read:	-	-	-	throws	swift	HKHealthStore().requestAuthorization(toShare: nil, read: types) { _, _ in }	HKHealthStore().requestAuthorization(toShare: types, read: nil) { _, _ in }	Apple key page (the read set)	-
      NSHealthUpdateUsageDescription	requestAuthorization	call	HKHealthStore	toShare:	-	-	-	throws	swift	HKHealthStore().requestAuthorization(toShare: types, read: nil) { _, _ in }	HKHealthStore().requestAuthorization(toShare: nil, read: types) { _, _ in }	Apple key page (the share set)	-
      NSAppleMusicUsageDescription	requestAuthorization	call	MPMediaLibrary	-	-	-	-	crash	any	MPMediaLibrary.requestAuthorization { _ in }	let status = MPMediaLibrary.authorizationStatus()	Apple protected; Apple key page	-
      NSAppleMusicUsageDescription	request	call	MusicAuthorization	-	-	-	-	crash	swift	let status = await MusicAuthorization.request()	let status = MusicAuthorization.currentStatus	Apple protected; Apple key page	-
      NSFaceIDUsageDescription	evaluatePolicy	call	LAContext	deviceOwnerAuthenticationWithBiometrics,deviceOwnerAuthentication,LAPolicyDeviceOwnerAuthenticationWithBiometrics,LAPolicyDeviceOwnerAuthentication	-	-	-	crash	any	LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason) { _, _ in }	LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)	Apple key page; crash reports of apps ended with __CRASHING_DUE_TO_PRIVACY_VIOLATION__ at evaluatePolicy without the key (LTHPasscodeViewController issue 197; a biometric demo app report)	-
      NSUserTrackingUsageDescription	requestTrackingAuthorization	call	ATTrackingManager	-	-	-	-	crash	any	ATTrackingManager.requestTrackingAuthorization { _ in }	let status = ATTrackingManager.trackingAuthorizationStatus	Apple protected; Apple key page	-
      NSLocalNetworkUsageDescription	NWBrowser	create	-	-	-	-	-	fails	swift	let browser = NWBrowser(for: .bonjour(type: "_http._tcp", domain: nil), using: .tcp)	let connection = NWConnection(host: "example.com", port: 443, using: .tls)	TN3179	-
      NSLocalNetworkUsageDescription	NetServiceBrowser	create	-	-	-	-	-	fails	swift	let browser = NetServiceBrowser()	let connection = NWConnection(host: "example.com", port: 443, using: .tls)	TN3179	-
      NSLocalNetworkUsageDescription	MCNearbyServiceBrowser	create	-	-	-	-	-	fails	swift	let b = MCNearbyServiceBrowser(peer: peer, serviceType: "demo")	let connection = NWConnection(host: "example.com", port: 443, using: .tls)	TN3179	-
      NSLocalNetworkUsageDescription	MCNearbyServiceAdvertiser	create	-	-	-	-	-	fails	swift	let a = MCNearbyServiceAdvertiser(peer: peer, discoveryInfo: nil, serviceType: "demo")	let connection = NWConnection(host: "example.com", port: 443, using: .tls)	TN3179	-
      NFCReaderUsageDescription	NFCNDEFReaderSession	create	-	-	-	-	-	unverified	any	let session = NFCNDEFReaderSession(delegate: self, queue: nil, invalidateAfterFirstRead: true)	let ok = NFCNDEFReaderSession.readingAvailable	Apple key page	-
      NFCReaderUsageDescription	NFCTagReaderSession	create	-	-	-	-	-	unverified	any	let session = NFCTagReaderSession(pollingOption: .iso14443, delegate: self)	let ok = NFCTagReaderSession.readingAvailable	Apple key page	-
      NSSiriUsageDescription	requestSiriAuthorization	call	INPreferences	-	-	-	-	unverified	any	INPreferences.requestSiriAuthorization { _ in }	let status = INPreferences.siriAuthorizationStatus()	Apple key page	-
      NSHomeKitUsageDescription	HMHomeManager	create	-	-	-	-	-	unverified	any	let homes = HMHomeManager()	var manager: HMHomeManager?	Apple key page	-
      NSGKFriendListUsageDescription	loadFriends	call	GKLocalPlayer	-	-	-	-	unverified	swift	GKLocalPlayer.local.loadFriends { _, _ in }	GKLocalPlayer.local.authenticateHandler = { _, _ in }	Apple key page (not authenticate)	-
      NSFocusStatusUsageDescription	requestAuthorization	call	INFocusStatusCenter	-	-	-	-	unverified	swift	INFocusStatusCenter.default.requestAuthorization { _ in }	let status = INFocusStatusCenter.default.authorizationStatus	apple-facts A1	-
      NSNearbyInteractionUsageDescription	NISession	create	-	-	-	-	-	unverified	swift	let session = NISession()	let ok = NISession.deviceCapabilities	apple-facts A1	-
      NSCameraUsageDescription	VNDocumentCameraViewController	create	-	-	-	-	-	crash	any	let scanner = VNDocumentCameraViewController()	let analyzer = ImageAnalyzer()	Apple key page (the camera runs in process)	-
      NSCameraUsageDescription	DataScannerViewController	create	-	-	-	-	-	crash	any	let scanner = DataScannerViewController(recognizedDataTypes: [.barcode()])	let analyzer = ImageAnalyzer()	Apple key page (the camera runs in process)	-
      NSCameraUsageDescription	ARSCNView	create	-	-	-	-	-	crash	any	let view = ARSCNView(frame: .zero)	let analyzer = ImageAnalyzer()	Apple key page (the camera runs in process)	-
      NSCameraUsageDescription	ARWorldTrackingConfiguration	create	-	-	-	-	-	crash	any	let configuration = ARWorldTrackingConfiguration()	let analyzer = ImageAnalyzer()	Apple key page (the camera runs in process)	-
      NSCameraUsageDescription	RoomCaptureView	create	-	-	-	-	-	crash	any	let view = RoomCaptureView(frame: .zero)	let analyzer = ImageAnalyzer()	Apple key page (the camera runs in process)	-
      NSCameraUsageDescription	sourceType	member	-	camera,UIImagePickerControllerSourceTypeCamera	-	UIImagePickerController	-	crash	any	let picker = UIImagePickerController(); picker.sourceType = .camera	let picker = UIImagePickerController(); picker.sourceType = .photoLibrary	Apple protected; Apple key page	-
      NSPhotoLibraryUsageDescription	sourceType	member	-	photoLibrary,savedPhotosAlbum,UIImagePickerControllerSourceTypePhotoLibrary,UIImagePickerControllerSourceTypeSavedPhotosAlbum	-	UIImagePickerController	<11	crash	any	let picker = UIImagePickerController(); picker.sourceType = .photoLibrary	let picker = UIImagePickerController(); picker.sourceType = .camera	project-formats 3.4 (out of process from iOS 11)	-
      NSPhotoLibraryAddUsageDescription	UIActivityViewController	create	-	image,images,UIImage,photo,photos,picture,screenshot,snapshot,jpegData,pngData,UIImageJPEGRepresentation,UIImagePNGRepresentation,video,videos,movie,media,displayedImage,thumbnail,UIActivityItemProvider	saveToCameraRoll,UIActivityTypeSaveToCameraRoll	-	-	may	any	let sheet = UIActivityViewController(activityItems: [image], applicationActivities: nil)	let sheet = UIActivityViewController(activityItems: [url, title], applicationActivities: nil)	project-formats 4.5 (the share sheet's Save Image writes to Photos; inferred)	the share sheet offers Save Image for an image, and iOS ends the app if the person chooses it
      NSPhotoLibraryAddUsageDescription	WKWebView	create	-	-	-	addSubview,insertSubview,UIViewRepresentable,loadView	-	may	any	let web = WKWebView(frame: .zero); view.addSubview(web)	let probe = WKWebView(frame: .zero); probe.evaluateJavaScript("navigator.userAgent")	project-formats 4.5 (a web view's image menu; secondary)	a web view offers Add to Photos when the person long-presses an image, and iOS ends the app if the person chooses it
      NSPhotoLibraryAddUsageDescription	ShareLink	create	-	image,images,photo,photos,Image,uiImage,UIImage,video,videos,movie,media,displayedImage,thumbnail,UIActivityItemProvider	-	-	-	may	swift	ShareLink(item: image, preview: SharePreview("Photo", image: image))	ShareLink(item: url)	project-formats 4.5 (the share sheet's Save Image writes to Photos; inferred)	the share sheet offers Save Image for an image, and iOS ends the app if the person chooses it
      -	PHPickerViewController	create	-	-	-	-	-	none	swift	let picker = PHPickerViewController(configuration: PHPickerConfiguration())	-	project-formats 3.2 (needs no key)	-
      -	PhotosPicker	create	-	-	-	-	-	none	swift	PhotosPicker(selection: $item, matching: .images) { Text("Pick") }	-	project-formats 3.2 (needs no key)	-
      -	photosPicker	call	-	-	-	-	-	none	swift	view.photosPicker(isPresented: $shown, selection: $item)	-	project-formats 3.2 (needs no key)	-
      -	requestAuthorization	call	-	-	-	-	-	none	swift	UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }	-	project-formats 3.2 (needs no key)	-
      -	CNContactPickerViewController	create	-	-	-	-	-	none	swift	let picker = CNContactPickerViewController()	-	project-formats 3.2 (needs no key)	-
      -	CLGeocoder	create	-	-	-	-	-	none	swift	CLGeocoder().geocodeAddressString(address) { _, _ in }	-	project-formats 3.2 (needs no key)	-
      -	CMMotionManager	create	-	-	-	-	-	none	swift	let motion = CMMotionManager(); motion.startDeviceMotionUpdates()	-	project-formats 3.2 (needs no key)	-
      -	canEvaluatePolicy	call	-	-	-	-	-	none	swift	LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)	-	project-formats 3.2 (needs no key)	-
      -	authorizationStatus	call	-	-	-	-	-	none	swift	let s = AVCaptureDevice.authorizationStatus(for: .video)	-	project-formats 3.2 (needs no key)	-
      -	ImageAnalyzer	create	-	-	-	-	-	none	swift	let analyzer = ImageAnalyzer()	-	project-formats 3.2 (needs no key)	-

      """#,
    "data/bootstrap-files.tsv": #"""
      # Files another tool writes into an iOS project when a developer sets it up (and that git
      # ignores), so a fresh clone lacks them until that tool runs. An `#include` of one that is not
      # there is a note that names the tool, never a `missing-file` error: none of them holds purpose
      # strings. A row matches an included path that ends with `path` (a name, or a folder ending in
      # `/` that the path passes through).
      # Columns (tab-separated): path, the tool, the command that writes it.
      path	tool	command
      Flutter/Generated.xcconfig	Flutter	flutter pub get
      Flutter/ephemeral/	Flutter	flutter pub get
      Pods/Target Support Files/	CocoaPods	pod install
      Carthage/Build/	Carthage	carthage bootstrap

      """#,
    "data/build-folder-settings.tsv": #"""
      # Xcode build settings that name folders a build writes into: an Info.plist whose path runs
      # through one is made by a build phase and never committed, so its absence is a note.
      # Columns (tab-separated): setting, what it names (Xcode Build Settings Reference).
      setting	folder
      DERIVED_FILE_DIR	files a build phase derives for the target
      DERIVED_FILES_DIR	the older name of DERIVED_FILE_DIR
      DERIVED_SOURCES_DIR	derived sources
      BUILT_PRODUCTS_DIR	the products of the build
      TARGET_TEMP_DIR	the target's intermediate files
      TARGET_BUILD_DIR	where the target's product is built
      CONFIGURATION_BUILD_DIR	the configuration's products
      CONFIGURATION_TEMP_DIR	the configuration's intermediate files
      OBJROOT	the intermediate build files
      SYMROOT	the build products' root
      TEMP_DIR	the target's temporary files
      PROJECT_TEMP_DIR	the project's temporary files

      """#,
    "data/expo-plugins.tsv": #"""
      # The purpose strings Expo config plugins write when prebuild makes the iOS project: one row per plugin option.
      # Columns (tab-separated): plugin (as listed in `plugins`), option (its purpose-string option), key (the Info.plist
      # key it sets), default (the text the plugin writes when the option is not given and ios.infoPlist has no value),
      # source (the plugin source and version the row was read from). Precedence, from the plugins' applyPermissions:
      # the option > ios.infoPlist > the default; an option set to false removes the key.
      plugin	option	key	default	source
      expo-camera	cameraPermission	NSCameraUsageDescription	Allow $(PRODUCT_NAME) to access your camera	expo-camera plugin/src/withCamera.ts (SDK 50-53)
      expo-camera	microphonePermission	NSMicrophoneUsageDescription	Allow $(PRODUCT_NAME) to access your microphone	expo-camera plugin/src/withCamera.ts (SDK 50-53)
      expo-image-picker	photosPermission	NSPhotoLibraryUsageDescription	Allow $(PRODUCT_NAME) to access your photos	expo-image-picker plugin/src/withImagePicker.ts (SDK 50-53)
      expo-image-picker	cameraPermission	NSCameraUsageDescription	Allow $(PRODUCT_NAME) to access your camera	expo-image-picker plugin/src/withImagePicker.ts (SDK 50-53)
      expo-image-picker	microphonePermission	NSMicrophoneUsageDescription	Allow $(PRODUCT_NAME) to access your microphone	expo-image-picker plugin/src/withImagePicker.ts (SDK 50-53)
      expo-media-library	photosPermission	NSPhotoLibraryUsageDescription	Allow $(PRODUCT_NAME) to access your photos	expo-media-library plugin/src/withMediaLibrary.ts (SDK 50-53)
      expo-media-library	savePhotosPermission	NSPhotoLibraryAddUsageDescription	Allow $(PRODUCT_NAME) to save photos	expo-media-library plugin/src/withMediaLibrary.ts (SDK 50-53)
      expo-location	locationAlwaysAndWhenInUsePermission	NSLocationAlwaysAndWhenInUseUsageDescription	Allow $(PRODUCT_NAME) to access your location	expo-location plugin/src/withLocation.ts (SDK 50-53)
      expo-location	locationAlwaysPermission	NSLocationAlwaysUsageDescription	Allow $(PRODUCT_NAME) to access your location	expo-location plugin/src/withLocation.ts (SDK 50-53)
      expo-location	locationWhenInUsePermission	NSLocationWhenInUseUsageDescription	Allow $(PRODUCT_NAME) to access your location	expo-location plugin/src/withLocation.ts (SDK 50-53)
      expo-contacts	contactsPermission	NSContactsUsageDescription	Allow $(PRODUCT_NAME) to access your contacts	expo-contacts plugin/src/withContacts.ts (SDK 50-53)
      expo-calendar	calendarPermission	NSCalendarsUsageDescription	Allow $(PRODUCT_NAME) to access your calendar	expo-calendar plugin/src/withCalendar.ts (SDK 50-53)
      expo-calendar	calendarPermission	NSCalendarsFullAccessUsageDescription	Allow $(PRODUCT_NAME) to access your calendar	expo-calendar plugin/src/withCalendar.ts (SDK 50-53)
      expo-calendar	remindersPermission	NSRemindersUsageDescription	Allow $(PRODUCT_NAME) to access your reminders	expo-calendar plugin/src/withCalendar.ts (SDK 50-53)
      expo-calendar	remindersPermission	NSRemindersFullAccessUsageDescription	Allow $(PRODUCT_NAME) to access your reminders	expo-calendar plugin/src/withCalendar.ts (SDK 50-53)
      expo-sensors	motionPermission	NSMotionUsageDescription	Allow $(PRODUCT_NAME) to access your device motion	expo-sensors plugin/src/withSensors.ts (SDK 50-53)
      expo-av	microphonePermission	NSMicrophoneUsageDescription	Allow $(PRODUCT_NAME) to access your microphone	expo-av plugin/src/withAV.ts (SDK 50-53)
      expo-audio	microphonePermission	NSMicrophoneUsageDescription	Allow $(PRODUCT_NAME) to access your microphone	expo-audio plugin/src/withAudio.ts (SDK 52-53)
      expo-local-authentication	faceIDPermission	NSFaceIDUsageDescription	Allow $(PRODUCT_NAME) to use Face ID	expo-local-authentication plugin/src/withLocalAuthentication.ts (SDK 50-53); Expo docs, configurable properties
      expo-tracking-transparency	userTrackingPermission	NSUserTrackingUsageDescription	Allow this app to collect app-related data that can be used for tracking you or your device.	expo-tracking-transparency plugin/src/withTrackingTransparency.ts (SDK 50-53)
      expo-barcode-scanner	cameraPermission	NSCameraUsageDescription	Allow $(PRODUCT_NAME) to access your camera	expo-barcode-scanner plugin/build/withBarcodeScanner.js (SDK 48-50)
      expo-barcode-scanner	microphonePermission	NSMicrophoneUsageDescription	Allow $(PRODUCT_NAME) to access your microphone	expo-barcode-scanner plugin/build/withBarcodeScanner.js (SDK 48-50)

      """#,
    "data/key-words.tsv": #"""
      # Words that name a protected resource in a made-up key ("Privacy.usage.calendar",
      # "camera_permission_text"), and the Info.plist key iOS reads for it: what `not-a-plist-key`
      # suggests. Columns (tab-separated): word (lower case), key.
      word	key
      camera	NSCameraUsageDescription
      microphone	NSMicrophoneUsageDescription
      mic	NSMicrophoneUsageDescription
      photo	NSPhotoLibraryUsageDescription
      photos	NSPhotoLibraryUsageDescription
      album	NSPhotoLibraryUsageDescription
      gallery	NSPhotoLibraryUsageDescription
      contact	NSContactsUsageDescription
      contacts	NSContactsUsageDescription
      addressbook	NSContactsUsageDescription
      calendar	NSCalendarsFullAccessUsageDescription
      calendars	NSCalendarsFullAccessUsageDescription
      reminder	NSRemindersFullAccessUsageDescription
      reminders	NSRemindersFullAccessUsageDescription
      location	NSLocationWhenInUseUsageDescription
      gps	NSLocationWhenInUseUsageDescription
      bluetooth	NSBluetoothAlwaysUsageDescription
      faceid	NSFaceIDUsageDescription
      motion	NSMotionUsageDescription
      speech	NSSpeechRecognitionUsageDescription
      health	NSHealthShareUsageDescription
      tracking	NSUserTrackingUsageDescription
      nfc	NFCReaderUsageDescription
      siri	NSSiriUsageDescription
      music	NSAppleMusicUsageDescription
      homekit	NSHomeKitUsageDescription

      """#,
    "data/platform-keys.tsv": #"""
      # Info.plist keys that say which platform a bundle is built for, when no project file says it
      # (an app read from its folder alone). A bundle with a macOS key and no iOS key is a Mac app; with
      # neither, iOS is assumed and the messages that depend on it say so. Keys iOS apps also write
      # (NSPrincipalClass, NSMainNibFile, NSHumanReadableCopyright, LSApplicationCategoryType) say
      # nothing.
      # Columns (tab-separated): key, platform (iOS or macOS), source.
      key	platform	source
      LSMinimumSystemVersion	macOS	Apple, Information Property List: LSMinimumSystemVersion (macOS only)
      LSUIElement	macOS	Apple, Information Property List: LSUIElement (macOS only)
      LSBackgroundOnly	macOS	Apple, Information Property List: LSBackgroundOnly (macOS only)
      NSMainStoryboardFile	macOS	Apple, Information Property List: NSMainStoryboardFile (macOS)
      LSRequiresIPhoneOS	iOS	Apple, Information Property List: LSRequiresIPhoneOS
      UILaunchStoryboardName	iOS	Apple, Information Property List: UILaunchStoryboardName
      UILaunchScreen	iOS	Apple, Information Property List: UILaunchScreen
      UIApplicationSceneManifest	iOS	Apple, Information Property List: UIApplicationSceneManifest
      UIRequiredDeviceCapabilities	iOS	Apple, Information Property List: UIRequiredDeviceCapabilities
      UISupportedInterfaceOrientations	iOS	Apple, Information Property List: UISupportedInterfaceOrientations
      UIMainStoryboardFile	iOS	Apple, Information Property List: UIMainStoryboardFile
      UIDeviceFamily	iOS	Apple, Information Property List: UIDeviceFamily
      MinimumOSVersion	iOS	Apple, Information Property List: MinimumOSVersion

      """#,
    "data/project.tsv": #"""
      # The project's public addresses, in one place: scripts/release builds the download URL of
      # the artifact bundle from `repository` and names where the binary plugin package goes; SARIF
      # reports name `repository` as the tool's informationUri; `permcopy init` points editors at
      # `config-schema` ({version} is permcopy's version: the schema of the release's tag).
      # Columns (tab-separated): key, value.
      key	value
      repository	https://github.com/permcopy/permcopy
      plugins-repository	https://github.com/permcopy/permcopy-plugins
      config-schema	https://raw.githubusercontent.com/permcopy/permcopy/v{version}/docs/permcopy.schema.json

      """#,
    "data/purpose-keys.tsv": #"""
      # Every purpose-string key Apple's frameworks read, on every platform: what `check`, `inventory`
      # and `list` know. Columns (tab-separated): key, platforms with the first version Apple lists
      # (no version: Apple lists none, or it is not confirmed), Xcode's display name ("-" when Xcode has no setting), whether Xcode accepts the key as an
      # INFOPLIST_KEY_ build setting (swift-build `usageDescriptionStringKeys`), value kind, source.
      # Sources: Apple key pages (developer.apple.com/documentation/bundleresources/information-property-list/<key>),
      # swift-build CoreBuildSystem.xcspec and InfoPlistProcessorTaskAction.swift (41aee626), WebKit
      # DefaultWebBrowserChecks.mm; see ../shared/reference/apple-facts-2.md §1–2.
      key	platforms	xcode-name	build-setting	kind	source
      NSCameraUsageDescription	iOS 7.0, Mac Catalyst, macOS 10.14, tvOS 17.0, visionOS 1.0	Privacy - Camera Usage Description	yes	text	key page; swift-build
      NSMicrophoneUsageDescription	iOS 7.0, Mac Catalyst, macOS 10.14, tvOS 17.0, watchOS 4.0, visionOS 1.0	Privacy - Microphone Usage Description	yes	text	key page; swift-build
      NSPhotoLibraryUsageDescription	iOS 6.0, Mac Catalyst 6.0, macOS 10.14, visionOS 1.0	Privacy - Photo Library Usage Description	yes	text	key page; swift-build; platforms: key page (apple-facts-3 C1)
      NSPhotoLibraryAddUsageDescription	iOS 11.0	Privacy - Photo Library Additions Usage Description	yes	text	key page; swift-build
      NSContactsUsageDescription	iOS 6.0, macOS 10.8, visionOS 1.0	Privacy - Contacts Usage Description	yes	text	key page; swift-build; platforms: key page (apple-facts-3 C1)
      NSCalendarsUsageDescription	iOS 6.0, Mac Catalyst 13.0, macOS 10.14, watchOS 6.0	Privacy - Calendars Usage Description	yes	text	key page; swift-build; platforms: key page (apple-facts-3 C1)
      NSCalendarsFullAccessUsageDescription	iOS 17.0, macOS 14.0, visionOS 1.0, watchOS 10.0	Privacy - Calendars Full Access Usage Description	yes	text	key page; TN3153; swift-build; platforms: key page (apple-facts-3 C1)
      NSCalendarsWriteOnlyAccessUsageDescription	iOS 17.0, macOS 14.0, visionOS 1.0, watchOS 10.0	Privacy - Calendars Write Only Usage Description	yes	text	key page; TN3153; swift-build; platforms: key page (apple-facts-3 C1)
      NSRemindersUsageDescription	iOS 6.0	Privacy - Reminders Usage Description	yes	text	key page; swift-build
      NSRemindersFullAccessUsageDescription	iOS 17.0	Privacy - Reminders Full Access Usage Description	yes	text	key page; TN3153; swift-build
      NSLocationWhenInUseUsageDescription	iOS 11.0	Privacy - Location When In Use Usage Description	yes	text	key page; swift-build
      NSLocationAlwaysAndWhenInUseUsageDescription	iOS 11.0	Privacy - Location Always and When In Use Usage Description	yes	text	key page; swift-build
      NSLocationAlwaysUsageDescription	iOS 8.0	Privacy - Location Always Usage Description	yes	text	key page; swift-build
      NSLocationUsageDescription	iOS 6.0, Mac Catalyst 6.0, macOS 10.14	Privacy - Location Usage Description	yes	text	key page (the location key on macOS and Mac Catalyst); swift-build
      NSLocationTemporaryUsageDescriptionDictionary	iOS 14.0	Privacy - Location Temporary Usage Description Dictionary	yes	dictionary	key page; swift-build
      NSBluetoothAlwaysUsageDescription	iOS 13.0, Mac Catalyst 13.0, macOS 11.0, tvOS 13.0, visionOS 1.0, watchOS 6.0	Privacy - Bluetooth Always Usage Description	yes	text	key page; swift-build; platforms: key page (apple-facts-3 C1)
      NSBluetoothPeripheralUsageDescription	iOS 6.0	Privacy - Bluetooth Peripheral Usage Description	yes	text	key page; swift-build
      NSBluetoothWhileInUseUsageDescription	iOS	Privacy - Bluetooth While In Use Usage Description	yes	text	swift-build xcspec:4119 and IPP (no key page, rdar://91269820); first version unknown
      NSMotionUsageDescription	iOS 7.0, macOS 10.15, visionOS 1.0	Privacy - Motion Usage Description	yes	text	key page; swift-build; platforms: key page (apple-facts-3 C1)
      NSFallDetectionUsageDescription	iOS 14.2, watchOS 7.2	Privacy - Fall Detection Usage Description	yes	text	key page; swift-build
      NSSpeechRecognitionUsageDescription	iOS 10.0, macOS 10.15, visionOS 1.0	Privacy - Speech Recognition Usage Description	yes	text	key page; swift-build; platforms: key page (apple-facts-3 C1)
      NSSiriUsageDescription	iOS 10.0	Privacy - Siri Usage Description	yes	text	key page; swift-build
      NSAppleMusicUsageDescription	iOS 2.0, macOS 15.0, visionOS 1.0	Privacy - Media Library Usage Description	yes	text	key page; swift-build
      NSHomeKitUsageDescription	iOS 8.0	Privacy - HomeKit Usage Description	yes	text	key page; swift-build
      NSHealthShareUsageDescription	iOS 8.0	Privacy - Health Share Usage Description	yes	text	key page; swift-build
      NSHealthUpdateUsageDescription	iOS 8.0	Privacy - Health Update Usage Description	yes	text	key page; swift-build
      NSHealthClinicalHealthRecordsShareUsageDescription	iOS 12.0	Privacy - Health Records Usage Description	yes	text	key page; swift-build
      NSHealthRequiredReadAuthorizationTypeIdentifiers	iOS 12.0, visionOS 1.0	-	no	array	key page (an array of clinical types, not text)
      NSFaceIDUsageDescription	iOS 11.0	Privacy - Face ID Usage Description	yes	text	key page; swift-build
      NFCReaderUsageDescription	iOS 11.0	Privacy - NFC Scan Usage Description	yes	text	key page; swift-build
      NSUserTrackingUsageDescription	iOS 14.0, Mac Catalyst 14.0, tvOS 14.0, visionOS 1.0	Privacy - Tracking Usage Description	yes	text	key page; swift-build; platforms: key page (apple-facts-3 C1)
      NSUserTrackingMarkdownUsageDescription	iOS 27.2	-	no	text	key page (beta; EU full-page ATT sheet; falls back to NSUserTrackingUsageDescription)
      NSLocalNetworkUsageDescription	iOS 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0	Privacy - Local Network Usage Description	yes	text	key page; TN3179; swift-build; platforms: key page (apple-facts-3 C1)
      NSFocusStatusUsageDescription	iOS 15.0	Privacy - Focus Status Usage Description	yes	text	key page; swift-build
      NSNearbyInteractionUsageDescription	iOS 15.0	Privacy - Nearby Interaction Usage Description	yes	text	key page; swift-build
      NSNearbyInteractionAllowOnceUsageDescription	iOS 14.0	Privacy - Nearby Interaction Allow Once Usage Description	yes	text	key page (deprecated in iOS 15); swift-build
      NSVideoSubscriberAccountUsageDescription	tvOS 9.0, iOS 10.0	Privacy - TV Provider Usage Description	yes	text	key page lists tvOS only; iOS inferred from the framework; swift-build
      NSSensorKitUsageDescription	iOS 14.0	Privacy - SensorKit Usage Description	yes	text	key page; swift-build
      NSIdentityUsageDescription	iOS 16.0	Privacy - Identity Usage Description	yes	text	key page; swift-build
      NSIdentityUsageDescriptionDictionary	iOS 26.2	-	no	dictionary	PKIdentityRequest.usageDescriptionKey documentation
      NSGKFriendListUsageDescription	iOS 14.5	Privacy - GameKit Friend List Usage Description	yes	text	key page; swift-build
      NSFinancialDataUsageDescription	iOS 17.4	Privacy - Financial Data Usage Description	yes	text	key page; swift-build
      NSCriticalMessagingUsageDescription	iOS 18.2, watchOS 11.2	Privacy - Critical Messaging Usage Description	yes	text	key page; swift-build xcspec:4161
      NSAlarmKitUsageDescription	iOS 26.0	-	no	text	key page; not an INFOPLIST_KEY_ setting in swift-build: put it in the Info.plist file
      NSVoIPUsageDescription	iOS 10.0, tvOS 10.0, watchOS 3.0	Privacy - VoIP Usage Description	yes	text	key page; swift-build xcspec:4455
      NSSystemExtensionUsageDescription	iOS 18.4, Mac Catalyst 18.4, macOS 10.15	Privacy - System Extension Usage Description	yes	text	key page; swift-build xcspec:4434
      OSBundleUsageDescription	iOS 18.4, Mac Catalyst 18.4, macOS 10.15	Privacy - Driver Extension Usage Description	yes	text	key page; swift-build xcspec:4469
      NSCrossWebsiteTrackingUsageDescription	iOS 14.0	-	no	text	WebKit DefaultWebBrowserChecks.mm: read from the main bundle; adds an Allow Cross-Website Tracking switch, no alert
      NSWorldSensingUsageDescription	visionOS 1.0	Privacy - World Sensing Usage Description	yes	text	key page; swift-build
      NSHandsTrackingUsageDescription	visionOS 1.0	Privacy - Hands Tracking Usage Description	yes	text	key page; swift-build
      NSMainCameraUsageDescription	visionOS 26.0	Privacy - Main Camera Usage Description	no	text	key page; swift-build declares the setting but never emits it: put it in the Info.plist file
      NSEnterpriseMCAMUsageDescription	visionOS 2.0	-	no	text	key page (visionOS 2.0–2.3, replaced by NSMainCameraUsageDescription)
      NSAccessoryTrackingUsageDescription	visionOS 26.0	Privacy - Accessory Tracking Usage Description	yes	text	key page; swift-build xcspec:4077
      NSAppleEventsUsageDescription	macOS 10.14, Mac Catalyst	Privacy - AppleEvents Sending Usage Description	yes	text	key page; swift-build
      NSSystemAdministrationUsageDescription	macOS 10.14, Mac Catalyst	Privacy - System Administration Usage Description	yes	text	key page; swift-build
      NSDesktopFolderUsageDescription	macOS 10.15, Mac Catalyst	Privacy - Desktop Folder Usage Description	yes	text	key page; swift-build
      NSDocumentsFolderUsageDescription	macOS 10.15, Mac Catalyst	Privacy - Documents Folder Usage Description	yes	text	key page; swift-build
      NSDownloadsFolderUsageDescription	macOS 10.15, Mac Catalyst	Privacy - Downloads Folder Usage Description	yes	text	key page; swift-build
      NSNetworkVolumesUsageDescription	macOS 10.15, Mac Catalyst	Privacy - Network Volumes Usage Description	yes	text	key page; swift-build
      NSRemovableVolumesUsageDescription	macOS 10.15, Mac Catalyst	Privacy - Removable Volumes Usage Description	yes	text	key page; swift-build
      NSFileProviderDomainUsageDescription	macOS 10.15, Mac Catalyst	Privacy - Access to a File Provide Domain Usage Description	yes	text	key page; swift-build (the name's spelling is Xcode's)
      NSFileProviderPresenceUsageDescription	macOS 10.15, Mac Catalyst	Privacy - File Provider Presence Usage Description	yes	text	key page; swift-build
      NSAppDataUsageDescription	macOS 14.0, Mac Catalyst	Privacy - Other Application Data Usage Description	yes	text	key page; swift-build
      NSAppBundlesUsageDescription	macOS 13.0	-	no	text	key page
      NSAudioCaptureUsageDescription	macOS 14.2	-	no	text	key page (system audio capture)

      """#,
    "data/review-page.css": #"""
      /* The review page's stylesheet (permcopy preview --html), inlined into the page.
         Colours use light-dark() with color-scheme: the system's appearance by default, the page's
         own light / dark radios over it, light on paper. The alert follows iOS's metrics: 270 pt
         wide, 14 pt corners, 17 pt title and buttons, 13 pt message. Each locale column has its lang,
         and :lang() picks the font of that script (PingFang on Apple systems, Noto Sans CJK
         elsewhere), so Simplified and Traditional Chinese each get their own glyphs. */

      body {
        margin: 0;
      }

      .page {
        color-scheme: light dark;
        --page: light-dark(#f2f2f7, #000000);
        --text: light-dark(#000000, #ffffff);
        --muted: light-dark(#6c6c70, #98989f);
        --card: light-dark(#ffffff, #1c1c1e);
        --alert: light-dark(#f0f0f3, #2c2c2e);
        --line: light-dark(#c6c6c8, #48484a);
        --tint: light-dark(#007aff, #0a84ff);
        --error: light-dark(#d70015, #ff6961);
        --error-mark: light-dark(#ffd6d9, #5c1a1f);
        --warning: light-dark(#a05a00, #ffd60a);
        --warning-mark: light-dark(#ffefc2, #4d3d00);
        --review: light-dark(#5e2ca5, #d0b3ff);
        min-height: 100vh;
        box-sizing: border-box;
        padding: 16px;
        background: var(--page);
        color: var(--text);
        font: 15px/1.45 -apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", Helvetica,
          Arial, "Noto Sans", sans-serif;
        overflow-wrap: anywhere;
      }

      :lang(zh-Hans) {
        font-family: -apple-system, BlinkMacSystemFont, "SF Pro Text", "PingFang SC",
          "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Microsoft YaHei", sans-serif;
        line-break: strict;
      }

      :lang(zh-Hant) {
        font-family: -apple-system, BlinkMacSystemFont, "SF Pro Text", "PingFang TC",
          "Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Microsoft JhengHei", sans-serif;
        line-break: strict;
      }

      :lang(en) {
        font-family: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", Helvetica,
          Arial, "Noto Sans", sans-serif;
      }

      #appearance-light:checked ~ .page { color-scheme: light; }
      #appearance-dark:checked ~ .page { color-scheme: dark; }

      /* The radios are reached through their labels in the header. */
      .appearance {
        position: absolute;
        opacity: 0;
        width: 1px;
        height: 1px;
        margin: 0;
      }

      .appearance-switch label {
        border: 1px solid var(--line);
        border-radius: 6px;
        padding: 1px 8px;
        cursor: pointer;
      }

      #appearance-system:checked ~ .page label[for="appearance-system"],
      #appearance-light:checked ~ .page label[for="appearance-light"],
      #appearance-dark:checked ~ .page label[for="appearance-dark"] {
        background: var(--tint);
        border-color: var(--tint);
        color: #ffffff;
      }

      #appearance-system:focus-visible ~ .page label[for="appearance-system"],
      #appearance-light:focus-visible ~ .page label[for="appearance-light"],
      #appearance-dark:focus-visible ~ .page label[for="appearance-dark"] {
        outline: 2px solid var(--tint);
        outline-offset: 2px;
      }

      h1 { font-size: 1.6em; margin: 0 0 0.4em; }
      h2 { font-size: 1.3em; margin: 1.6em 0 0.6em; }
      h3 { font-size: 1.05em; margin: 0 0 0.5em; }
      h4 { font-size: 0.95em; margin: 0.8em 0 0.3em; }
      a { color: var(--tint); }
      code { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 0.9em; }
      .top p { max-width: 60em; }

      .table-wrap { overflow-x: auto; max-width: 100%; }

      /* Numbers and locale ids stay whole in a narrow table: it scrolls in its wrapper instead. */
      table {
        overflow-wrap: normal;
        border-collapse: collapse;
        background: var(--card);
        margin: 0.4em 0 1em;
      }

      caption { text-align: left; font-weight: 600; padding: 0 0 0.3em; }

      th, td {
        border: 1px solid var(--line);
        padding: 4px 10px;
        text-align: left;
        vertical-align: top;
      }

      td.none { color: var(--muted); }
      tr.errors td.some { color: var(--error); font-weight: 600; }
      tr.warnings td.some { color: var(--warning); font-weight: 600; }

      .verdict { font-weight: 600; }
      .verdict.error { color: var(--error); }
      .verdict.warning { color: var(--warning); }

      .badge {
        display: inline-block;
        margin-left: 6px;
        padding: 0 6px;
        border-radius: 8px;
        font-size: 0.8em;
        background: var(--warning-mark);
      }

      .badge.review, .review-state {
        color: var(--review);
      }

      .badge.review { background: transparent; border: 1px solid var(--review); }

      .review-state { font-weight: 600; font-size: 0.9em; }

      .locales {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
        gap: 16px;
        align-items: start;
      }

      .locale {
        min-width: 0;
        background: var(--card);
        border-radius: 12px;
        padding: 12px;
      }

      .locale-id { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; }
      .locale-name, .app-name { color: var(--muted); font-weight: normal; }
      .app-name { margin: 0 0 0.6em; }

      .card { margin: 0 0 14px; }

      figcaption {
        font-size: 0.8em;
        color: var(--muted);
        margin: 0 0 4px;
      }

      .copy { white-space: pre-line; }

      /* The system alert and the app's alerts: what UIAlertController draws. */
      .alert {
        width: 270px;
        max-width: 100%;
        margin: 0 auto;
        border-radius: 14px;
        background: var(--alert);
        text-align: center;
        overflow: hidden;
      }

      .alert-text { padding: 19px 16px 20px; }
      .alert .title { font-size: 17px; line-height: 22px; font-weight: 600; margin: 0; }
      .alert .message { font-size: 13px; line-height: 18px; margin: 2px 0 0; }
      .alert .title + .message { margin-top: 4px; }

      .buttons { display: flex; border-top: 0.5px solid var(--line); }
      .buttons.stacked { flex-direction: column; }

      .button {
        flex: 1 1 0;
        min-width: 0;
        padding: 11px 8px;
        font-size: 17px;
        line-height: 22px;
        color: var(--tint);
        text-align: center;
      }

      .buttons:not(.stacked) .button + .button { border-left: 0.5px solid var(--line); }
      .buttons.stacked .button + .button { border-top: 0.5px solid var(--line); }
      .button.preferred { font-weight: 600; }

      /* The app's own screens: a sheet with its title, message, steps and buttons. */
      .screen {
        border: 1px solid var(--line);
        border-radius: 14px;
        padding: 14px 16px 0;
        overflow: hidden;
      }

      .screen .title { font-size: 17px; font-weight: 600; margin: 0 0 6px; }
      .screen .message, .screen .path { margin: 0 0 10px; }
      .screen .label { font-size: 0.8em; color: var(--muted); margin: 0 0 2px; }
      .screen .steps { margin: 0 0 10px; padding-left: 1.6em; }
      .screen .buttons { margin: 0 -16px; }

      .missing { color: var(--muted); font-style: italic; }

      mark {
        color: inherit;
        border-radius: 3px;
        text-decoration: underline wavy;
        text-decoration-skip-ink: none;
        text-underline-offset: 3px;
      }

      mark.error { background: var(--error-mark); text-decoration-color: var(--error); }
      mark.warning { background: var(--warning-mark); text-decoration-color: var(--warning); }

      mark[data-ref]::after {
        content: attr(data-ref);
        font-size: 0.7em;
        vertical-align: super;
        font-weight: 600;
        margin-left: 1px;
      }

      .findings ol, .other-findings ol { padding-left: 1.8em; margin: 0; }
      .findings li, .other-findings li { margin: 0 0 6px; }
      .severity { font-weight: 600; }
      li.error .severity { color: var(--error); }
      li.warning .severity { color: var(--warning); }
      .where { color: var(--muted); font-size: 0.85em; }
      .quoted { display: block; margin: 2px 0; padding: 2px 8px; border-left: 3px solid var(--line); }

      @page {
        size: A4;
        margin: 14mm 12mm;
      }

      @media print {
        .appearance, .appearance-switch { display: none; }
        .page, #appearance-dark:checked ~ .page { color-scheme: light; background: none; padding: 0; font-size: 10pt; }
        .locale { border: 1px solid var(--line); }
        .locales { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
        section.permission { break-before: page; }
        h2, h3, figcaption { break-after: avoid; }
        .card, .alert, .screen, tr, .findings li { break-inside: avoid; }
        a { color: inherit; text-decoration: none; }
      }

      """#,
    "data/sample-folders.tsv": #"""
      # Folder names that hold a library's sample app (`Frameworks/Editor/Example/EditorDemo.xcodeproj`):
      # beside a repository's own app, a project under one of them ships nowhere and is not judged.
      # Matched without regard to case. Columns (tab-separated): name, why.
      name	why
      example	the usual name of a library's sample app (CocoaPods' pod template, SwiftPM packages)
      examples	several sample apps
      demo	a demonstration app
      demos	several demonstration apps
      sample	a sample app
      samples	several sample apps
      exampleapp	a sample app named as such
      demoapp	a demonstration app named as such
      sampleapp	a sample app named as such

      """#,
    "data/sdk-wrappers.tsv": #"""
      # Packages that call protected APIs for the app (`permcopy scan`): the keys an app needs when it depends on
      # one. Columns (tab-separated): ecosystem (cocoapods: a pod or subspec in Podfile.lock; flutter: a dependency in
      # pubspec.yaml; npm: a dependency in package.json; swiftpm: a package identity in Package.resolved), package
      # name, keys (comma-separated), source. Their calls are in Dart, JavaScript or a binary the scan does not read,
      # so a missing key is `upload-purpose-key` (App Store Connect's check), a warning.
      ecosystem	package	keys	source
      cocoapods	PermissionsKit/CameraPermission	NSCameraUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Camera	NSCameraUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/MicrophonePermission	NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Microphone	NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/PhotoLibraryPermission	NSPhotoLibraryUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/PhotoLibrary	NSPhotoLibraryUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/ContactsPermission	NSContactsUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Contacts	NSContactsUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/CalendarPermission	NSCalendarsFullAccessUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Calendar	NSCalendarsFullAccessUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/RemindersPermission	NSRemindersFullAccessUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Reminders	NSRemindersFullAccessUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/LocationPermission	NSLocationWhenInUseUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Location	NSLocationWhenInUseUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/BluetoothPermission	NSBluetoothAlwaysUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Bluetooth	NSBluetoothAlwaysUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/MotionPermission	NSMotionUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Motion	NSMotionUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/SpeechRecognizerPermission	NSSpeechRecognitionUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/SpeechRecognizer	NSSpeechRecognitionUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/TrackingPermission	NSUserTrackingUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Tracking	NSUserTrackingUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/FaceIDPermission	NSFaceIDUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/FaceID	NSFaceIDUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	PermissionsKit/HealthPermission	NSHealthShareUsageDescription,NSHealthUpdateUsageDescription	the package's iOS setup documentation (secondary)
      cocoapods	SPPermissions/Health	NSHealthShareUsageDescription,NSHealthUpdateUsageDescription	the package's iOS setup documentation (secondary)
      flutter	camera	NSCameraUsageDescription,NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      flutter	image_picker	NSCameraUsageDescription	the package's iOS setup documentation (secondary)
      flutter	mobile_scanner	NSCameraUsageDescription	the package's iOS setup documentation (secondary)
      flutter	qr_code_scanner	NSCameraUsageDescription	the package's iOS setup documentation (secondary)
      flutter	geolocator	NSLocationWhenInUseUsageDescription	the package's iOS setup documentation (secondary)
      flutter	location	NSLocationWhenInUseUsageDescription	the package's iOS setup documentation (secondary)
      flutter	local_auth	NSFaceIDUsageDescription	the package's iOS setup documentation (secondary)
      flutter	flutter_contacts	NSContactsUsageDescription	the package's iOS setup documentation (secondary)
      flutter	contacts_service	NSContactsUsageDescription	the package's iOS setup documentation (secondary)
      flutter	record	NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      flutter	flutter_sound	NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      flutter	speech_to_text	NSSpeechRecognitionUsageDescription,NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      flutter	flutter_blue_plus	NSBluetoothAlwaysUsageDescription	the package's iOS setup documentation (secondary)
      flutter	flutter_reactive_ble	NSBluetoothAlwaysUsageDescription	the package's iOS setup documentation (secondary)
      flutter	app_tracking_transparency	NSUserTrackingUsageDescription	the package's iOS setup documentation (secondary)
      flutter	health	NSHealthShareUsageDescription,NSHealthUpdateUsageDescription	the package's iOS setup documentation (secondary)
      flutter	device_calendar	NSCalendarsFullAccessUsageDescription	the package's iOS setup documentation (secondary)
      flutter	photo_manager	NSPhotoLibraryUsageDescription	the package's iOS setup documentation (secondary)
      flutter	gal	NSPhotoLibraryAddUsageDescription	the package's iOS setup documentation (secondary)
      flutter	image_gallery_saver	NSPhotoLibraryAddUsageDescription	the package's iOS setup documentation (secondary)
      flutter	nfc_manager	NFCReaderUsageDescription	the package's iOS setup documentation (secondary)
      flutter	flutter_nfc_kit	NFCReaderUsageDescription	the package's iOS setup documentation (secondary)
      npm	expo-camera	NSCameraUsageDescription,NSMicrophoneUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-image-picker	NSCameraUsageDescription,NSPhotoLibraryUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-location	NSLocationWhenInUseUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-contacts	NSContactsUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-media-library	NSPhotoLibraryUsageDescription,NSPhotoLibraryAddUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-av	NSMicrophoneUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-audio	NSMicrophoneUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-tracking-transparency	NSUserTrackingUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-local-authentication	NSFaceIDUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-calendar	NSCalendarsFullAccessUsageDescription,NSRemindersFullAccessUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-sensors	NSMotionUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	expo-barcode-scanner	NSCameraUsageDescription	Expo config-plugin defaults / the package's iOS setup documentation (secondary)
      npm	react-native-vision-camera	NSCameraUsageDescription,NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-camera	NSCameraUsageDescription,NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-image-picker	NSCameraUsageDescription,NSPhotoLibraryUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-image-crop-picker	NSCameraUsageDescription,NSPhotoLibraryUsageDescription	the package's iOS setup documentation (secondary)
      npm	@react-native-community/geolocation	NSLocationWhenInUseUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-geolocation-service	NSLocationWhenInUseUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-contacts	NSContactsUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-ble-plx	NSBluetoothAlwaysUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-ble-manager	NSBluetoothAlwaysUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-biometrics	NSFaceIDUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-touch-id	NSFaceIDUsageDescription	the package's iOS setup documentation (secondary)
      npm	@react-native-voice/voice	NSSpeechRecognitionUsageDescription,NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-audio-recorder-player	NSMicrophoneUsageDescription	the package's iOS setup documentation (secondary)
      npm	@react-native-camera-roll/camera-roll	NSPhotoLibraryUsageDescription,NSPhotoLibraryAddUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-tracking-transparency	NSUserTrackingUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-health	NSHealthShareUsageDescription,NSHealthUpdateUsageDescription	the package's iOS setup documentation (secondary)
      npm	react-native-nfc-manager	NFCReaderUsageDescription	the package's iOS setup documentation (secondary)
      swiftpm	yubikit-ios	NFCReaderUsageDescription	Yubico's YubiKit iOS documentation (NFC keys; secondary)

      """#,
    "data/settings-eras.tsv": #"""
      # The layouts the Settings app has had for an app's privacy switches, oldest first. A locale
      # file's texts and a template's flags name an era by its id; a new iOS that moves Settings again
      # is one row here (its first iOS version), its texts in locales/*.yml, and nothing in Swift.
      # Columns (tab-separated): id, first iOS major version of the era (0: every earlier one), what
      # changed, source.
      id	first-ios	what changed	source
      ios15	0	Settings > Privacy; app pages at the root of Settings	Apple, iOS 15 User Guide (Control access to information in apps)
      ios16	16	Privacy renamed Privacy & Security	Apple, iOS 16 User Guide (Privacy & Security)
      ios17	17	new choices: Photos Limited / Full Access, Calendars Full Access / Add Events Only	Apple, TN3153; iOS 17 User Guide
      ios18	18	app pages under Settings > Apps	Apple, iOS 18 User Guide (Apps in Settings)

      """#,
    "data/unseen-uses.tsv": #"""
      # Purpose keys whose use code cannot show: iOS asks for them on behaviour, not on one API, so a
      # key that no scanned call needs may still be needed. `unused-purpose-key` never reports them
      # (`missing-purpose-key` still reports the calls that surely need them).
      # Columns (tab-separated): key, what makes iOS ask, source.
      key	asked on	source
      NSLocalNetworkUsageDescription	any connection to or from a local-network address (URLSession, sockets, a server on the LAN), not only Bonjour and the Network framework's browsers	Apple TN3179, Understanding local network privacy

      """#,
    "data/written-language.tsv": #"""
      # What tells the language of a purpose string from its letters (`WrittenLanguage`), read by
      # `missing-translation` and `inventory` to say what each person sees. Columns (tab-separated):
      # entry, kind.
      # - `english`: a word only English writes; two of them (or one and nothing of another language)
      #   make a Latin text English. Words other Latin-script languages also write are left out: Dutch
      #   "we", "is", "help"; German "will", "an", "so"; Polish and Czech "my", "to"; Spanish,
      #   Portuguese and Czech "a"; Portuguese "use", "as"; Norwegian "for"; Turkish "can".
      # - `other-latin`: a function word of another Latin-script language apps are written in.
      # - `non-latin`: a language code whose people read another script than Latin (iOS's `sr` is
      #   Cyrillic; `sr-Latn` is not).
      entry	kind
      the	english
      your	english
      you	english
      and	english
      this	english
      our	english
      with	english
      when	english
      allow	english
      allows	english
      access	english
      need	english
      needs	english
      used	english
      are	english
      would	english
      like	english
      us	english
      it	english
      that	english
      from	english
      lets	english
      take	english
      want	english
      share	english
      using	english
      shows	english
      show	english
      selected	english
      select	english
      helps	english
      into	english
      about	english
      only	english
      more	english
      other	english
      which	english
      their	english
      they	english
      them	english
      required	english
      requires	english
      enable	english
      enables	english
      de	other-latin
      la	other-latin
      le	other-latin
      les	other-latin
      des	other-latin
      du	other-latin
      que	other-latin
      para	other-latin
      por	other-latin
      pour	other-latin
      avec	other-latin
      vous	other-latin
      votre	other-latin
      nous	other-latin
      est	other-latin
      et	other-latin
      und	other-latin
      der	other-latin
      das	other-latin
      mit	other-latin
      für	other-latin
      ist	other-latin
      nicht	other-latin
      zu	other-latin
      het	other-latin
      een	other-latin
      van	other-latin
      je	other-latin
      om	other-latin
      te	other-latin
      och	other-latin
      för	other-latin
      att	other-latin
      med	other-latin
      con	other-latin
      per	other-latin
      di	other-latin
      che	other-latin
      il	other-latin
      della	other-latin
      não	other-latin
      você	other-latin
      seu	other-latin
      sua	other-latin
      się	other-latin
      jest	other-latin
      ve	other-latin
      bir	other-latin
      ile	other-latin
      untuk	other-latin
      dan	other-latin
      anda	other-latin
      zh	non-latin
      yue	non-latin
      ja	non-latin
      ko	non-latin
      ru	non-latin
      uk	non-latin
      be	non-latin
      bg	non-latin
      mk	non-latin
      sr	non-latin
      kk	non-latin
      ky	non-latin
      mn	non-latin
      tg	non-latin
      el	non-latin
      ar	non-latin
      fa	non-latin
      ur	non-latin
      ps	non-latin
      he	non-latin
      yi	non-latin
      th	non-latin
      lo	non-latin
      km	non-latin
      my	non-latin
      hi	non-latin
      mr	non-latin
      ne	non-latin
      bn	non-latin
      pa	non-latin
      gu	non-latin
      or	non-latin
      ta	non-latin
      te	non-latin
      kn	non-latin
      ml	non-latin
      si	non-latin
      ka	non-latin
      hy	non-latin
      am	non-latin
      ti	non-latin
      bo	non-latin
      dz	non-latin
      ug	non-latin

      """#,
    "locales/en.yml": #"""
      # permcopy locale data: English.
      #
      # Facts come from ../shared/reference/apple-facts.md; the confidence mark there is repeated in a
      # comment where a label is not verified (S: seen in a secondary source, I: inferred, U: unverified).
      # A value can depend on the iOS version: write it as a mapping from the first Settings era it
      # applies to (ios15: iOS 15 and earlier, ios16: iOS 16, ios17: iOS 17, ios18: iOS 18 and later;
      # a value holds until the next era that gives one).
      # A project overrides any value with its own locales/en.yml next to permcopy.yml.

      name: English
      this-app: this app              # stands in for the app name when permcopy.yml gives none
      quotes: { open: "“", close: "”" }
      full-stop: "."
      path-separator: " > "

      # The purpose frame (usage-description) makes the person the subject: a purpose with the person as object ("remind you of drops") has the app as its subject,
      # and build refuses it with a located error.
      purpose-app-as-subject: '^\w+ (you|yourself)\b|\b(help|let|allow|enable|remind|show|notify|tell|alert|give|send|recommend)s? you\b'
      # The tracking frame makes the app the subject ("{App} uses your activity … to {purpose}"): a
      # purpose the person does ("see ads you might like") is refused the same way.
      purpose-person-as-subject: '^(see|receive|enjoy|watch|browse|hear|shop)\b'
      settings:
        app: Settings
        privacy: { ios15: Privacy, ios16: Privacy & Security }
        apps: Apps
        precise-location: Precise Location        # S
        allow-notifications: Allow Notifications  # I
        health-all: Turn On All                   # I
        screen-time: Screen Time
        content-restrictions: Content & Privacy Restrictions   # I
        allow-requests: Allow Apps to Request to Track    # I: Privacy & Security > Tracking, without which no app may ask

      # A resource that already names its owner ("your activity…") is used as it is, not after `your`.
      your: { possessive: "your ", pronoun: your }
      # How a feature names several permissions: "camera and microphone", "camera or microphone".
      list: { separator: ", ", and: " and ", or: " or " }

      buttons:
        open-settings: Go to Settings
        not-now: Not Now
        later: Not Now                # alert: closes it
        open-now: Turn On             # alert: opens the app's page in Settings
        got-it: OK                    # notice: its only button
        continue: Continue            # primer: goes on to the system's request

      # System alert buttons (DeviceAgent captures, apple-facts C2).
      alert-buttons:
        deny: Don’t Allow
        ok: OK
        allow: Allow
        allow-once: Allow Once
        allow-while-using: Allow While Using App
        select-photos: Select Photos…
        allow-all-photos: Allow Access to All Photos
        limit-access: Limit Access…
        allow-full-access: Allow Full Access
        ask-not-to-track: Ask App Not to Track

      # Per permission: resource (noun in running text), object (what the app reaches, where it is not
      # "your <resource>": nearby devices are nobody's), row (the switch or row on the app's Settings
      # page), privacy-row (the row under Privacy & Security, when it differs), choice (what to pick
      # when the row opens a list), alert-title (the system alert's title; %@ is the app name).
      permissions:
        camera:
          resource: camera
          row: Camera
          alert-title: “%@” Would Like to Access the Camera
        microphone:
          resource: microphone
          row: Microphone
          alert-title: “%@” Would Like to Access the Microphone
        photo-library:
          selected: the photos you selected
          resource: photo library
          row: Photos
          choice: { ios15: All Photos, ios17: Full Access }   # iOS 14-16: All Photos; 17: Full Access (S)
          alert-title: { ios15: “%@” Would Like to Access Your Photos, ios18: “%@” would like full access to your Photo Library. }   # S (apple-facts-2 §6)
        photo-library-add:
          resource: photo library
          row: Photos
          choice: Add Photos Only                  # S
          alert-title: “%@” Would Like to Add to your Photos
        contacts:
          selected: the contacts you selected
          resource: contacts
          row: Contacts
          choice: Full Access                      # iOS 18 (I)
          alert-title: “%@” Would Like to Access Your Contacts
        calendars:
          resource: calendar
          row: Calendars
          alert-title: “%@” Would Like to Access Your Calendar
        calendars-full-access:
          resource: calendar
          row: Calendars
          choice: Full Access                      # I
          alert-title: “%@” Would Like Full Access to Your Calendar   # I
        calendars-write-only:
          resource: calendar
          row: Calendars
          choice: Add Events Only                  # I
          alert-title: “%@” Would Like to Add Events to Your Calendar # I
        reminders:
          resource: reminders
          row: Reminders
          alert-title: “%@” Would Like to Access Your Reminders
        reminders-full-access:
          resource: reminders
          row: Reminders
          alert-title: “%@” Would Like Full Access to Your Reminders  # I
        location-when-in-use:
          name: Location
          resource: location
          row: Location
          privacy-row: Location Services
          choice: While Using the App
          alert-title: Allow “%@” to use your location?
        location-always:
          name: Location
          resource: location
          row: Location
          privacy-row: Location Services
          choice: Always
          alert-title: Allow “%@” to use your location?
        location-always-legacy:
          resource: location
          row: Location
          privacy-row: Location Services
          choice: Always
          alert-title: Allow “%@” to access your location even when you are not using the app?   # I
        location-legacy:
          resource: location
          row: Location
          privacy-row: Location Services
          choice: While Using the App
          alert-title: “%@” Would Like To Use Your Current Location   # S (capital To)
        bluetooth:
          resource: Bluetooth
          row: Bluetooth
          alert-title: “%@” Would Like to Use Bluetooth
        bluetooth-peripheral:
          resource: Bluetooth
          row: Bluetooth
          alert-title: “%@” Would Like to Use Bluetooth
        bluetooth-while-in-use:
          resource: Bluetooth
          row: Bluetooth
          alert-title: “%@” would like to use Bluetooth while it is in use   # S (sentence case)
        motion:
          resource: motion and fitness activity
          row: Motion & Fitness
          alert-title: “%@” Would Like to Access Your Motion & Fitness Activity
        fall-detection:
          resource: fall detection
          row: Fall Detection                      # I
          alert-title: “%@” Would Like to Use Fall Detection   # I
        speech-recognition:
          resource: speech recognition
          row: Speech Recognition
          alert-title: “%@” Would Like to Access Speech Recognition
        siri:
          resource: Siri
          row: Siri
          alert-title: Would You Like to Use “%@” with Siri?   # S (apple-facts-2 §6)
        media-library:
          resource: media library
          row: Media & Apple Music
          alert-title: “%@” would like to access Apple Music, your music and video activity, and your media library.   # S
        homekit:
          resource: Home data
          row: HomeKit                             # U: newer iOS may say Home
          alert-title: “%@” Would Like to Access Your Home Data
        health-share:
          resource: Health data
          row: Health
          alert-title: “%@” Would Like to Access Your Health Data   # I: Health shows a sheet, not an alert
        health-update:
          resource: Health data
          row: Health
          alert-title: Allow “%@” to update your health data.   # S (apple-facts-2 §6)
        health-records:
          resource: health records
          row: Health
          alert-title: “%@” Would Like to Access Your Health Records   # I
        face-id:
          resource: Face ID
          row: Face ID
          alert-title: Do you want to allow “%@” to use Face ID?
          privacy-parent: Face ID & Passcode   # S (apple-facts-2 §7)
          privacy-row: Other Apps
        nfc:
          resource: NFC reader
          row: NFC                                 # I: NFC has no Settings switch
          alert-title: Ready to Scan               # I: the system scan sheet
        tracking:
          name: Tracking
          resource: activity across other companies’ apps and websites
          row: Allow Tracking                      # I
          privacy-row: Tracking
          alert-title: Allow “%@” to track your activity across other companies’ apps and websites?
        local-network:
          resource: local network
          row: Local Network
          alert-title: “%@” would like to find and connect to devices on your local network   # S (iOS 16: no full stop)
        focus-status:
          resource: Focus status
          row: Focus
          alert-title: “%@” Would Like to Access Your Focus Status   # I
        nearby-interaction:
          resource: nearby devices
          object: nearby devices
          row: Nearby Interactions
          alert-title: “%@” Would Like to Find and Interact with Nearby Devices   # I
        nearby-interaction-allow-once:
          resource: nearby devices
          object: nearby devices
          row: Nearby Interactions
          alert-title: “%@” Would Like to Find and Interact with Nearby Devices   # I
        tv-provider:
          resource: TV provider account
          row: TV Provider
          alert-title: “%@” Would Like to Access Your TV Provider Account   # I
        sensorkit:
          resource: research sensor and usage data
          row: Research Sensor & Usage Data
          alert-title: “%@” Would Like to Access Research Sensor & Usage Data   # I
        identity:
          resource: ID in Wallet
          row: Wallet                              # I
          alert-title: “%@” Would Like to Verify Your Identity   # I
        gamekit-friends:
          resource: Game Center friends
          row: Game Center Friends                 # I
          alert-title: “%@” Would Like to Access Your Game Center Friends   # I
        financial-data:
          resource: financial data
          row: Wallet                              # I
          alert-title: “%@” Would Like to Access Your Financial Data   # I
        critical-messaging:
          resource: critical messages
          object: critical messaging
          row: Critical Messages                   # U
          alert-title: “%@” Would Like to Send Critical Messages   # U
        alarmkit:
          resource: alarms
          object: alarms and timers
          row: Alarms & Timers                     # U
          alert-title: “%@” Would Like to Schedule Alarms and Timers   # U
        voip:
          resource: VoIP calls
          row: VoIP                                # U
          alert-title: “%@” Would Like to Receive VoIP Calls in the Background   # S (apple-facts-2 §6)
        notifications:
          resource: notifications
          row: Notifications
          alert-title: “%@” Would Like to Send You Notifications

      # Parameters of the check rules for English texts.
      rules:
        script: latin
        full-stops: [".", "!", "?"]
        closing-marks: ["”", "’", ")", "\""]
        # A text that only restates the resource (App Review 5.1.1): the part these patterns match is
        # set aside, and the rest must still say why.
        # A text is examined by the restating patterns if it holds one of these words, says what its
        # resource does by itself (`does`), or holds one of the short hints below and is 24 characters
        # or fewer or names its resource (the patterns that do without these words need one of those).
        restating-hints: [need, require, want, would like, request, ask for, access, permission, allow, grant, enable, give,
          " not ", "n't ", never, plugin, sdk, library, framework, module, package, dependency, compatibility]
        # Access verbs: a text with one is examined if it is short or names its resource.
        restating-short-hints: [access, use, permission, when in use, always]
        restating:
          - '\b(needs?|requires?|wants?|would like|requests?|asks? for)( to)?( (get|have|use|access))?( your| the)?( (?!to\b)\w+){0,3}? (access|permission)s?\b'
          - '\b(needs?|requires?|wants?|would like|requests?) (to )?(access|use)( to)?( your| the)?( \w+){0,2}?\b'
          - '\b(allow|grant|enable|give) (\w+ )?(access|permissions?)( to)?( your| the)?( \w+){0,2}?\b'
          - '^(access|permission) (to|for)( your| the)?( \w+){0,3}[.!]?$'
          - '^(to )?(access|use)( your| the)?( \w+){0,3}[.!]?$'
          # "Allow Giftly to access your camera.", "Whether to allow this app to use your microphone?"
          - '\b(whether to )?(please )?(allow|let) (\w+ ){0,2}(to )?(access|use|get|read|know)( your| the| this device''s| this iphone''s)?( \w+){0,2}?[.!?]?$'
          # "Enable motion to access your motion data.": turning the resource on to reach it.
          - '^(please )?(enable|turn on|allow) (\w+ ){1,2}to (access|use|get|read)( your| the)?( \w+){0,3}?[.!]?$'
          # "Giftly wants your consent to use location."
          - '\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \w+){0,2}?)?\b'
          # Saying what the app does not use, or that access is required, gives no reason either.
          - '\b(does not|doesn''t|do not|don''t|will not|won''t|never) (use|access|need|require|record|collect)( any| the| your)?( \w+){0,2}?\b'
          - '\b(access|permission)s? (is |are )?(required|needed|necessary)\b'
          # A fragment that names the resource or the permission's own choice: "Requires your
          # location always", "When in use."
          - '^(needs?|requires?) (your |the )?(current )?(location|camera|microphone|photos?|contacts|bluetooth|motion)( data)?( access)?( when in use| always( and when in use)?)?[.!]?$'
          - '^(always|when in use|always and when in use|while using the app)[.!]?$'
          # A part of the code is not a reason the person cares about: "for the image picker plugin".
          - '\b(for|by|in) (the |this |a |our )?([\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\b'
          # Someone else's request is not the person's reason: "Required by a third-party SDK."
          - '\b(requested|required|needed|used|asked for) by (a |the |some |our )?(3rd|third)[- ]party( (api|apis|sdk|sdks|library|libraries|service|services|code|component|components))?\b'
          # Saving pictures into the library is what the add-only key does anyway: "Save photos to
          # the Photos album." names no feature.
          - '^(to )?(save|add|write|store)s? (the |your )?(photos?|pictures?|images?|videos?)( and (photos?|pictures?|images?|videos?))? (to|in|into) (the |your )?(photos( app)?|photo (album|library)|album|camera roll|gallery)[.!]?'
          # Declared only for the system's sake ("declared for compatibility only"): no purpose.
          - '\b((declared|required|needed|here) (only )?for (system |ios |platform )?compatibility|(only )?for (system |ios |platform )?compatibility (only|reasons))\b'
        # A passive purpose hides who uses the data (App Review 5.1.1(ii)); one that names its agent
        # ("used by Kite to") does not.
        passive:
          - '\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\b'
        # A text that names who uses the data elsewhere ("we need to read …") hides no one.
        # Every text the passive patterns match holds one of these: the patterns run on no other.
        passive-hints: [used, collected, shared, accessed, processed, analyzed, analysed, tracked]
        passive-agents: [" we ", " we'", " our ", " us ", " uses ", " use "]
        # A text that says the data stays with the person is open about it, passive or not.
        passive-assurances: [never uploaded, never stored, never saved, never leaves, never leave, not uploaded, not stored, not saved, not shared, stays on your, stay on your, only on your device, only on this device]
        # What a passive can hide: who gets the data for advertising, partners or analytics, or a
        # vague improvement. A passive is reported only beside one of these, or on the tracking key.
        passive-concerns: [" ads", advertis, marketing, partner, third part, third-part, analytics, personaliz, personalis, improve, enhance, optimi, research, sold to, sell]
        reason-markers: [" to ", " so ", " for ", "because", " when ", " while ", " lets ", " allows ",
          " helps ", " by ", " in order", "e.g.", "for example", "such as", " used ", " uses ", " if ",
          " can ", "(", " from ", " into ", " with ", " on ", " in "]
        # Words that give no reason by themselves: what is left of a text without them, the app's
        # name and the resource's names is what it says.
        no-reason-words: [this, that, these, app, application, the, a, an, your, you, we, us, our, it, its, is, are, be, been, will, would, could, like, want, wants, need, needs, needed, require, requires, required, necessary, access, permission, permissions, allow, allows, let, lets, please, grant, enable, give, get, consent, use, uses, used, using, to, for, in, of, and, or, with, on, by, from, so, can, may, only, some, certain, feature, features, function, functions, functionality, properly, correctly, work, works, working, information, info, data]
        vague-phrases: [better experience, improve your experience, enhance your experience,
          best experience, improved experience, better user experience, optimal experience,
          better service, improve our service, improve our services, enhance the app,
          best … experience, make the app … better, enhance … experience, improve … experience,
          better … experience, more personalized experience, better search result, better ads,
          -related features, -related functions, related functions and services, improve app usage,
          improve the app, improve our app, improve this app, improve the service,
          improve our products, relevant services, related services, personalized services,
          personalised services]
        # Hype, calls to action and list endings: an advert or a feature list, not a reason.
        marketing-phrases: [amazing, awesome, incredible, stunning, revolutionary, unbeatable, jaw-dropping,
          world's best, the best app, number one, "#1", like never before, download now, try it now,
          and much more, and so much more, tons of features, all-in-one]
        placeholders: [TODO, TBD, FIXME, XXX, lorem ipsum, placeholder text, translate me, "$("]
        # Whole values that say nothing: a one-word answer or a label left as the purpose.
        placeholder-values: [yes, no, none, "n/a", description, usage description, purpose, text, string, value, test, "-", "..."]
        # Words never written twice in a row ("the the"): function words only, so "had had" passes.
        doubled-words: [the, a, an, to, of, your, you, in, on, for, and, with, is, will, can, this, that's]
        # A text that only writes on a key that only reads (or the reverse) is on the wrong key.
        # Verbs with their -ing forms ("when saving or browsing photos"); "use your …" reads it too.
        # Syncing reads and writes: it is in both lists.
        read-words: [choose, choosing, pick, picking, select, selecting, load, loading, upload, uploading, attach, attaching, send, sending, share, sharing, browse, browsing, view, viewing, import, importing, read, reading, identify, set as, use your, using your, sync, syncing, synchronize, track, tracking, monitor, monitoring]
        write-words: [save, saving, store, storing, export, exporting, download, downloading, write, writing, sync, syncing, synchronize]
        # Apple's names for its features as Apple writes them in English.
        apple-names:
          FaceID: Face ID
          TouchID: Touch ID
        min-columns: 20
        max-columns: 200
        resources:
          camera: { names: [camera], related: [photo, picture, video, scan, QR, selfie, record, film],
            does: [take photos, take a photo, take photo, take pictures, take a picture, take picture, take videos, take a video, take photos and videos, record video, record videos, record a video, capture photos, capture a photo, capture images, capture video, capture videos, use the camera, use your camera, access the camera, access your camera] }
          microphone: { names: [microphone], related: [record, voice, audio, sound, speak, talk, call, dictat],
            does: [record audio, record sound, record sounds, record your voice, record voice, capture audio, capture sound, audio recording, use the microphone, use your microphone, access the microphone, access your microphone] }
          photos: { names: [photo library, photo album, camera roll], related: [photo, picture, image, save, video, wallpaper],
            does: [access photos, access your photos, access the photo library, access your photo library, save photos, save images, save pictures, save videos, save photos and videos, save to your photo library, save to the photo library, use your photos, use the photo library, select photos, select a photo, choose photos, choose a photo, pick photos, pick a photo, select images, choose images, add photos to your device, add photos to your photo library, add photos to the photo library, write pictures into your album, write photos into your album, write pictures to your album, write images to your album, write pictures, write photos, write images, add pictures to your album, save photos to your device, save to your device] }
          contacts: { names: [contacts, address book], related: [friend, people, invite, phone number],
            does: [access your contacts, access contacts, read your contacts, read contacts, use your contacts] }
          calendars: { names: [calendar], related: [event, schedule, booking, appointment],
            does: [access your calendar, access your calendars, access the calendar, read your calendar, read your calendars] }
          reminders: { names: [reminders], related: [to-do, task, remind],
            does: [access your reminders, read your reminders] }
          location: { names: [location, GPS], related: [map, nearby, where, city, route, direction, weather],
            does: [get your location, get your current location, get location, obtain your location, know your location, know where you are, determine your location, find your location, access your location, use your location, use location] }
          bluetooth: { names: [Bluetooth], related: [device, accessor, connect, pair],
            does: [use bluetooth, access bluetooth, connect to bluetooth, connect to bluetooth devices, discover bluetooth devices, scan for bluetooth devices] }
          health: { names: [Health app, health data], related: [workout, step, heart, sleep, weight, glucose, insulin],
            does: [read your health data, read health data, write health data, save health data, save your health data, access your health data, access health data] }
          face-id: { names: [Face ID, FaceID], related: [unlock, authenticat, sign in, log in, verify],
            does: [use face id, authenticate with face id, authenticate you, authenticate, authentication, biometric authentication, biometric login, biometric verification] }
          speech-recognition: { names: [speech recognition], related: [dictat, transcri, voice, speech],
            does: [recognize speech, recognise speech, transcribe speech, use speech recognition, speech recognition, speech to text] }

      """#,
    "locales/zh-HK.yml": #"""
      # permcopy locale data: Traditional Chinese, Hong Kong usage (zh-HK).
      #
      # Builds zh-HK copy as en, zh-Hans and zh-Hant do (Templates/zh-HK/), and checks existing zh-HK
      # files. Facts: ../shared/reference/apple-facts.md (B and C, the HK column: Apple's Personal
      # Safety guide zh-HK for Settings labels, DeviceAgent's zh_HK alert captures for alert titles)
      # and apple-facts-2.md §6. Marks as in the other locale files: S secondary source, I inferred,
      # U unverified. Hong Kong keeps 軟件, 網絡, 用戶 and 數據, which Taiwan replaces, and has its own
      # words (咪高風, 相片, 通訊錄, 日曆, 私隱). Apple's zh_HK alerts use 你 in every captured version.
      # Era mappings: ios15 = iOS 15 and earlier, ios16 = iOS 16, ios17 = iOS 17, ios18 = iOS 18 and later.

      name: 繁體中文（香港）
      this-app: 本 App
      quotes: { open: "「", close: "」" }
      full-stop: "。"
      path-separator: ">"
      latin-spacing: space

      # The purpose frame (usage-description) makes the person the subject: a purpose with the person
      # as object (提醒你新品發佈) has the app as its subject, and build refuses it with a located error.
      purpose-app-as-subject: '(提醒|通知|幫助|幫|讓|告訴|推薦)(你|您)(?!的|們)'
      # 追蹤的句子以 App 為主語（「…會使用…來{purpose}」）：以用戶為主語的用途（看到你可能喜歡的廣告）同樣拒絕。
      purpose-person-as-subject: '^(看到|看見|收到|瀏覽|享受)'
      # The prose of the catalog's triggers (data/permissions.yml) on a guide page, by its English words;
      # the API names stay as code.
      trigger-notes:
        "first use of a camera capture input": 首次使用相機擷取輸入時
        "on iOS 8–10": （iOS 8–10）
        "Core Location on iOS 6–7": iOS 6–7 上的 Core Location
        "Core Bluetooth on iOS 12 and earlier": iOS 12 及更早版本上的 Core Bluetooth
        "Core Bluetooth": Core Bluetooth
        "for read types": （讀取的資料類型）
        "for share types": （寫入的資料類型）
        "for clinical record types": （臨床記錄類型）
        "first Bonjour browse or advertise": 首次透過 Bonjour 瀏覽或廣播時
        "first connection to a local address": 首次連線至區域網絡位址時
        "on iOS 14": （iOS 14）
        "critical messaging (SMS)": 重要訊息（短訊）
        "VoIP": 網絡通話（VoIP）

      settings:
        app: 設定
        privacy: { ios15: 私隱, ios16: 私隱與保安 }   # ios16: V (Apple Personal Safety zh-HK); ios15: I
        apps: App                                      # I
        precise-location: 精確位置                     # U
        allow-notifications: 允許通知                  # I
        health-all: 全部開啟                           # I
        screen-time: 螢幕使用時間                      # I
        content-restrictions: 內容與私隱限制           # I
        allow-requests: 允許 App 要求追蹤    # V (Apple Personal Safety zh-HK): Privacy & Security > Tracking, without which no app may ask

      # 自帶人稱的資源（「你在其他公司…的活動」）直接使用，不再加「你的」。
      your: { possessive: 你的, pronoun: 你 }
      # 功能列出多個權限時的連接方式：「相機和咪高風」「相機或咪高風」。
      list: { separator: 、, and: 和, or: 或 }

      buttons:
        open-settings: 前往設定
        not-now: 稍後再說
        later: 稍後開啟        # 提示框：關閉
        open-now: 立即開啟     # 提示框：打開 App 的設定頁面
        got-it: 知道了         # 通知：唯一的按鈕
        continue: 繼續         # 權限說明頁：繼續，隨後系統提出請求

      alert-buttons:
        deny: 不允許                              # I
        ok: 好                                    # S
        allow: 允許                               # S
        allow-once: 允許一次                      # U
        allow-while-using: 使用 App 時允許        # S (DeviceAgent zh_HK: 使用App時允許)
        select-photos: 選擇相片⋯                  # U
        allow-all-photos: 允許取用所有相片        # U
        limit-access: 限制取用⋯                   # U
        allow-full-access: 允許完整取用           # U
        ask-not-to-track: 要求 App 不要追蹤       # U

      permissions:
        camera:
          resource: 相機
          row: 相機
          alert-title: 「%@」要取用相機                       # S (DeviceAgent zh_HK)
        microphone:
          resource: 咪高風
          row: 咪高風                                         # S
          alert-title: 「%@」要取用咪高風                     # S
        photo-library:
          selected: 你選取的相片
          resource: 相片
          row: 相片                                           # V (Apple Personal Safety zh-HK)
          choice: { ios15: 所有相片, ios17: 完整取用 }        # U
          alert-title: 「%@」要取用你的相片                   # S
        photo-library-add:
          resource: 相片
          row: 相片
          choice: 只限加入相片                                # U
          alert-title: 「%@」想加入你的「相片」               # S
        contacts:
          selected: 你選取的聯絡人
          resource: 通訊錄
          row: 通訊錄                                         # V
          choice: 完整取用                                    # U
          alert-title: 「%@」要取用通訊錄                     # S
        calendars:
          resource: 日曆
          row: 日曆                                           # V
          alert-title: 「%@」要取用你的日曆                   # S
        calendars-full-access:
          resource: 日曆
          row: 日曆
          choice: 完整取用                                    # U
          alert-title: 「%@」要完整取用你的日曆               # I
        calendars-write-only:
          resource: 日曆
          row: 日曆
          choice: 只限加入行程                                # U
          alert-title: 「%@」想將行程加入你的日曆             # I
        reminders:
          resource: 提醒事項
          row: 提醒事項                                       # V
          alert-title: 「%@」要取用你的提醒事項               # S
        reminders-full-access:
          resource: 提醒事項
          row: 提醒事項
          alert-title: 「%@」要完整取用你的提醒事項           # I
        location-when-in-use:
          resource: 位置
          row: 位置
          privacy-row: 定位服務                               # I
          choice: 使用 App 時                                 # U (apple-facts-2 §7)
          alert-title: 允許「%@」取用你的位置嗎？             # S
        location-always:
          resource: 位置
          row: 位置
          privacy-row: 定位服務
          choice: 總是                                        # U (apple-facts-2 §7)
          alert-title: 允許「%@」取用你的位置嗎？             # S
        location-always-legacy:
          resource: 位置
          row: 位置
          privacy-row: 定位服務
          choice: 總是                                        # U
          alert-title: 允許「%@」在你未使用 App 時取用你的位置嗎？   # I
        location-legacy:
          resource: 位置
          row: 位置
          privacy-row: 定位服務
          choice: 使用 App 時
          alert-title: 「%@」要使用你目前的位置               # I
        bluetooth:
          resource: 藍牙
          row: 藍牙                                           # S
          alert-title: 「%@」想使用藍牙                       # U
        bluetooth-peripheral:
          resource: 藍牙
          row: 藍牙
          alert-title: 「%@」想使用藍牙                       # U
        bluetooth-while-in-use:
          resource: 藍牙
          row: 藍牙
          alert-title: 「%@」想在使用期間使用藍牙             # I
        motion:
          resource: 動作與健身資料
          row: 動作與健身                                     # I (from the alert)
          alert-title: 「%@」要取用你的動作與健身記錄         # S (apple-facts-2 §6)
        fall-detection:
          resource: 跌倒偵測
          row: 跌倒偵測                                       # I
          alert-title: 「%@」想使用跌倒偵測                   # I
        speech-recognition:
          resource: 語音識別
          row: 語音識別                                       # S
          alert-title: 「%@」要取用語音識別                   # S
        siri:
          resource: Siri
          row: Siri
          alert-title: 你要將「%@」與 Siri 配合使用嗎？       # I
        media-library:
          resource: 媒體資料庫
          row: 媒體與 Apple Music                             # U
          alert-title: 「%@」想取用 Apple Music、你的音樂與影片活動和你的媒體資料庫   # S
        homekit:
          resource: 家居資料
          row: HomeKit                                        # U
          alert-title: 「%@」要取用你的家居資料               # S
        health-share:
          resource: 健康資料
          row: 健康                                           # S
          alert-title: 「%@」要取用你的健康資料               # I: Health shows a sheet
        health-update:
          resource: 健康資料
          row: 健康
          alert-title: 允許「%@」更新你的健康資料。           # I
        health-records:
          resource: 健康記錄
          row: 健康
          alert-title: 「%@」要取用你的健康記錄               # I
        face-id:
          resource: Face ID
          row: Face ID
          alert-title: 你允許「%@」使用 Face ID 嗎？          # S
          privacy-parent: Face ID 與密碼                      # I
          privacy-row: 其他 App
        nfc:
          resource: NFC 讀取器
          row: NFC                                            # I
          alert-title: 準備掃描                               # I
        tracking:
          name: 追蹤
          resource: 你在其他公司的 App 和網站上的活動
          row: 允許追蹤                                       # I
          privacy-row: 追蹤                                   # V
          alert-title: 允許「%@」追蹤你在其他公司的 App 和網站上的活動嗎？   # S (apple-facts-2 §6)
        local-network:
          resource: 區域網絡
          row: 區域網絡                                       # S (iOS 16 alert; 本地網絡 in iOS 14)
          alert-title: 「%@」想尋找並連接你區域網絡上的裝置   # I
        focus-status:
          resource: 專注模式狀態
          row: 專注模式                                       # I
          alert-title: 「%@」要取用你的專注模式狀態           # I
        nearby-interaction:
          resource: 附近的裝置
          object: 附近的裝置
          row: 附近互動                                       # U
          alert-title: 「%@」想尋找附近的裝置並與之互動       # U
        nearby-interaction-allow-once:
          resource: 附近的裝置
          object: 附近的裝置
          row: 附近互動                                       # U
          alert-title: 「%@」想尋找附近的裝置並與之互動       # U
        tv-provider:
          resource: 電視供應商帳戶
          row: 電視供應商                                     # U
          alert-title: 「%@」要取用你的電視供應商帳戶         # U
        sensorkit:
          resource: 研究感應器與使用數據
          row: 研究感應器與使用數據                           # U
          alert-title: 「%@」要取用研究感應器與使用數據       # U
        identity:
          resource: 銀包中的身份證明文件
          object: 你銀包中的身份證明文件
          row: 銀包                                           # U
          alert-title: 「%@」想驗證你的身份                   # U
        gamekit-friends:
          resource: Game Center 朋友
          row: Game Center 朋友                               # U
          alert-title: 「%@」要取用你的 Game Center 朋友      # U
        financial-data:
          resource: 財務數據
          row: 銀包                                           # U
          alert-title: 「%@」要取用你的財務數據               # U
        critical-messaging:
          resource: 重要訊息
          object: 重要訊息
          row: 重要訊息                                       # U
          alert-title: 「%@」想傳送重要訊息                   # U
        alarmkit:
          resource: 鬧鐘
          object: 鬧鐘和計時器
          row: 鬧鐘與計時器                                   # U
          alert-title: 「%@」想設定鬧鐘與計時器               # U
        voip:
          resource: 網絡通話
          row: VoIP                                           # U
          alert-title: 「%@」想在背景接收 VoIP 通話           # U
        notifications:
          resource: 通知
          row: 通知
          alert-title: 「%@」想傳送通知                       # I

      rules:
        script: hant
        full-stops: ["。", "！", "？"]
        closing-marks: ["」", "』", "）", "”"]
        quotes: ["「", "」", "『", "』"]
        foreign-quotes: ["“", "”"]
        # A text is examined by the restating patterns if it holds one of these words, says what its
        # resource does by itself (`does`), or holds one of the short hints below and is 24 characters
        # or fewer or names its resource (the patterns that do without these words need one of those).
        restating-hints: [權限, 許可, 同意, 授權, 允許, 存取權, 取用權, 是否,
          不使用, 不會, 並不, 從不, 不取用, 不存取, 不訪問, 不獲取, 不取得, 不收集, 不錄製, 不需要, 插件, 外掛, 套件, sdk, 第三方庫, 框架, 模組, 模塊, 元件, 組件, 相容, 兼容]
        # Access verbs: a text with one is examined if it is short or names its resource.
        restating-short-hints: [取用, 存取, 使用, 取得, 訪問, 獲取]
        restating:
          - '需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)'
          - '(需要|請|要)(你|您)?的?(同意|授權|允許)'
          - '(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$'
          - '^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$'
          # Asking as a question is no reason: 是否允許小風箏存取您的相片？
          - '(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$'
          - '^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$'
          # Access to the resource itself is no reason: 才能访问相机 restates; 才能使用你的 YubiKey does not.
          - '(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)'
          # Saying what the app does not use gives no reason either; nor does a part of the code (為圖片選擇器外掛).
          - '(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)'
          - '(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)'
          # Declared only for the system's sake (此權限僅為系統兼容性聲明): no purpose the person sees.
          - '(僅|只)(為|是|用於)?(系統)?(相容|兼容)性?(聲明|需要|要求)'
        # A passive purpose hides who uses the data (App Review 5.1.1(ii)): 將用於, 會被用來.
        passive:
          - '(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)'
          - '被(用於|用來|用于|用来)'
        # A text that names who uses the data elsewhere ("we need to read …") hides no one.
        # Every text the passive patterns match holds one of these: the patterns run on no other.
        passive-hints: [用於, 用來, 用于, 用来]
        passive-agents: [我們, 我们, 本公司]
        # A text that says the data stays with the person is open about it, passive or not.
        passive-assurances: [不會上傳, 不會上載, 不會儲存, 不會保存, 不會分享, 不會離開, 只在你的裝置, 只在您的裝置, 僅在你的裝置, 僅在您的裝置]
        # What a passive can hide: who gets the data for advertising, partners or analytics, or a
        # vague improvement. A passive is reported only beside one of these, or on the tracking key.
        passive-concerns: [廣告, 市場推廣, 推廣, 合作夥伴, 第三方, 數據分析, 個人化, 個性化, 改善, 改進, 提升, 優化, 研究, 共享給, 分享給]
        # A passive right after one of these denies (不会被用于广告): an assurance, not a purpose.
        passive-negations: "不未非絕绝"
        reason-markers: [以便, 用於, 用來, 為了, 以, 來, 可以, 讓你, 讓您, 便於, 方便, 從而, 幫助, 例如, 比如,
          如, 當, 時, 才能, 進行, 後，, 用作, 將, 把]
        # Words that give no reason by themselves: what is left of a text without them, the app's
        # name and the resource's names is what it says.
        no-reason-words: [到, 至, 此應用程式, 此應用程序, 應用程式, 應用程序, 本應用, 此應用, 該應用, 應用, app, 我們, 你的, 您的, 你, 您, 的, 需要, 想要, 希望, 請, 允許, 授權, 同意, 權限, 許可, 取用, 存取, 使用, 取得, 獲取, 獲得, 訪問, 開啟, 打開, 才能, 以便, 用於, 用來, 以, 來, 進行, 功能, 相關, 正常, 某些, 部分, 此, 本, 該, 會, 將, 可以, 可, 能, 要, 和, 及, 與, 或, 並, 這, 被, 為, 資訊, 資料, 信息, 數據]
        vague-phrases: [更好的體驗, 提升體驗, 優化體驗, 更佳體驗, 最佳體驗, 更好的服務, 提供更好, 改善體驗, 最佳…體驗, 最好…體驗, 提升…體驗, 更好…體驗, 優化…體驗, 改善…體驗, 提升服務, 優化服務, 改善服務, 改進服務, 相關服務, 個性化服務, 個人化服務]
        # 誇張的宣傳語、號召和羅列功能的收尾：是廣告或功能清單，不是理由。
        marketing-phrases: [超棒, 超讚, 極致, 最強, 最好用, 頂級, 震撼, 驚艷, 驚豔, 絕佳, 立即體驗, 馬上體驗, 快來, 趕快,
          不容錯過, 限時, 免費領取, 一鍵搞定, 等眾多功能, 等多種功能, 等更多功能, 更多精彩, 一站式]
        placeholders: [TODO, TBD, FIXME, XXX, lorem ipsum, 待定, 待翻譯, 待補充, 佔位, 翻譯中, "$("]
        # Whole values that say nothing: a one-word answer or a label left as the purpose.
        placeholder-values: [是, 否, 無, 描述, 說明, 用途說明, 權限說明, 使用說明, 文字, 測試, 允許]
        # Written twice in a row they are a slip (您的您的, 的的); verbs (看看, 研究研究) are not listed.
        doubled-words: [的, 你的, 您的, 我們的, 你, 您, 在, 是, 和, 與, 把, 將, 了]
        # A text that only writes on a key that only reads (or the reverse) is on the wrong key.
        # Syncing reads and writes: it is in both lists.
        read-words: [選擇, 選取, 上載, 上傳, 分享, 傳送, 瀏覽, 檢視, 查看, 讀取, 匯入, 識別, 使用你的, 使用您的, 同步, 追蹤, 監測]
        write-words: [儲存, 保存, 存入, 匯出, 寫入, 同步]
        # Apple's Hong Kong UI keeps the English names, as Taiwan's does.
        apple-names:
          面容 ID: Face ID
          面容ID: Face ID
          觸控 ID: Touch ID
          觸控ID: Touch ID
          FaceID: Face ID
          TouchID: Touch ID
          # Apple's own apps by their Hong Kong names (the Health app is「健康」App).
          Apple Health: 「健康」
          蘋果健康: 「健康」
          Health App: 「健康」App
          Health app: 「健康」App
          Apple Wallet: 「銀包」
          Wallet App: 「銀包」App
        min-columns: 12
        max-columns: 140
        pronouns: [你, 您]
        # Characters Big5 also holds (so wrong-script would let them pass) that Taiwan and Hong Kong
        # text does not use: in practice they are Simplified (机 for 機, 网 for 網…). Shared characters
        # that both scripts really use (后, 干, 台, 里, 面, 沉, 舍, 范…) are not listed.
        also-wrong-script: "万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠"
        # Mainland words a Hong Kong reader notices, with the Hong Kong word. 獲取 and 二維碼 are
        # ordinary Hong Kong usage too (a Hong Kong localizer's verdicts on a fresh set of apps), so
        # they are not listed.
        regional-terms:
          添加: 加入
          訪問: 取用
          視頻: 影片
          視頻通話: 視像通話
          視頻會議: 視像會議
          信息: 資訊
          默認: 預設
          設置: 設定
          攝像頭: 相機
          相冊: 相簿
          屏幕: 螢幕
          鼠標: 滑鼠
          登錄: 登入
          短信: 短訊
          個性化: 個人化
          質量: 質素
          激活: 啟用
          菜單: 選單
          界面: 介面
          搜索: 搜尋
          打印: 列印
          後台: 背景
          應用程序: 應用程式
          許可權: 權限
          保存: 儲存
        # After OpenCC's conversion, `permcopy draft` puts Apple's own terms back: OpenCC writes
        # 許可權 for 权限 and 訪問/存取 for 访问, where Apple's Taiwan and Hong Kong text says 權限, 取用.
        # Spoken Cantonese written out, and the formal written word for each: system copy in Taiwan
        # and in Hong Kong (Apple's too) is formal written Chinese. Only characters and words that
        # formal Chinese does not use (係 is not listed: 關係).
        colloquial-terms:
          佢哋: 他們
          我哋: 我們
          你哋: 你們
          而家: 現在
          邊度: 哪裡
          點樣: 怎樣
          影相: 拍照
          同埋: 以及
          嘅: 的
          咗: 了
          唔: 不
          冇: 沒有
          佢: 他
          喺: 在
          嘢: 東西
          啲: 些
          睇: 看
          嚟: 來
          嗰: 那
          噉: 這樣
          咁: 這麼
          攞: 拿
          諗: 想
          搵: 找
          畀: 給
          哋: 們
        # A draft from Taiwan copy (`draft --from zh-Hant`) also takes Hong Kong's words for Taiwan's.
        draft-corrections:
          許可權: 權限
          訪問: 取用
          存取: 取用
          區域網路: 區域網絡
          網路: 網絡
          軟體: 軟件
          使用者: 用戶
          行事曆: 日曆
          麥克風: 咪高風
          數位: 數碼
          品質: 質素
        resources:
          camera: { names: [相機, 攝像頭, 攝影機, 鏡頭], related: [拍照, 拍攝, 掃描, 掃碼, QR, 影片, 錄影, 相片, 照片, 自拍, 錄製],
            does: [拍照, 拍攝照片和影片, 拍攝照片或影片, 拍照和錄影, 拍照或錄影, 拍照片, 拍攝照片, 拍攝影片, 拍攝視頻, 拍影片, 拍攝, 錄影, 錄像, 錄製影片, 錄製視頻, 使用相機, 使用攝像頭, 使用攝影機, 取用相機, 存取相機, 訪問相機] }
          microphone: { names: [咪高風, 咪高峰, 麥克風], related: [錄音, 語音, 聲音, 通話, 錄製, 說話],
            does: [錄音, 錄製音訊, 錄製音頻, 錄製聲音, 錄製語音, 擷取聲音, 擷取音訊, 採集聲音, 採集音頻, 捕獲音頻, 捕獲音訊, 聲音擷取, 聲音採集, 收音, 使用麥克風, 取用麥克風, 存取麥克風, 訪問麥克風] }
          photos: { names: [相簿, 相冊, 圖庫], related: [相片, 照片, 圖片, 儲存, 保存, 影片],
            does: [儲存照片, 儲存相片, 儲存圖片, 保存照片, 保存圖片, 儲存到相簿, 儲存至相簿, 存入相簿, 取用照片, 存取照片, 存取相簿, 取用相簿, 訪問相簿, 訪問照片, 存取照片圖庫, 取用照片圖庫, 訪問照片圖庫, 讀取照片, 讀取相簿, 使用相簿, 使用照片, 選擇照片, 選取照片, 選擇相片, 選擇圖片, 選取圖片] }
          contacts: { names: [通訊錄, 聯絡人], related: [好友, 朋友, 邀請, 電話號碼],
            does: [取用聯絡人, 存取聯絡人, 讀取聯絡人, 訪問通訊錄, 讀取通訊錄, 存取通訊錄, 使用通訊錄] }
          calendars: { names: [日曆, 行事曆], related: [行程, 事件, 預約, 活動],
            does: [取用行事曆, 存取行事曆, 讀取行事曆, 訪問日曆, 讀取日曆, 使用行事曆] }
          location: { names: [位置, 定位], related: [地圖, 附近, 導航, 所在, 城市, 天氣, 路線],
            does: [取得位置, 取得你的位置, 取得您的位置, 取得定位, 獲取位置, 獲取你的位置, 獲取您的位置, 獲得位置, 取得目前位置, 確定位置, 使用位置, 使用你的位置, 使用您的位置, 取用位置, 存取位置, 訪問位置, 位置資訊, 位置信息, 定位] }
          bluetooth: { names: [藍牙], related: [裝置, 設備, 配件, 連接, 配對],
            does: [使用藍牙, 取用藍牙, 存取藍牙, 訪問藍牙, 連接藍牙, 連線藍牙, 連接藍牙裝置, 連接藍牙設備, 搜尋藍牙裝置] }

      """#,
    "locales/zh-Hans.yml": #"""
      # permcopy locale data: Simplified Chinese, mainland China usage (zh-Hans).
      #
      # Facts come from ../shared/reference/apple-facts.md; the confidence mark there is repeated in a
      # comment where a label is not verified (S: seen in a secondary source, I: inferred, U: unverified).
      # Apple's current Chinese text addresses the reader as 你 and puts spaces around Latin words
      # ("这个 App 使用…"); alert titles were captured with 您 on older iOS versions (apple-facts C1, F2).
      # Era mappings: ios15 = iOS 15 and earlier, ios16 = iOS 16, ios17 = iOS 17, ios18 = iOS 18 and later.

      name: 简体中文
      this-app: 本 App
      quotes: { open: "“", close: "”" }
      full-stop: "。"
      path-separator: ">"
      # Apple's Chinese text puts a space between Han and Latin letters or digits ("使用 App 期间");
      # permcopy adds one where a template meets an inserted value. Use none to turn it off.
      latin-spacing: space

      # The purpose frame (usage-description) makes the person the subject: a purpose with the person as object (提醒你新品发布) has the app as its subject,
      # and build refuses it with a located error.
      purpose-app-as-subject: '(提醒|通知|帮助|帮|让|告诉|推荐)(你|您)(?!的|们)'
      # 跟踪的句子以 App 为主语（“…会使用…来{purpose}”）：以用户为主语的用途（看到你可能喜欢的广告）同样拒绝。
      purpose-person-as-subject: '^(看到|看见|收到|浏览|享受)'
      # The prose of the catalog's triggers (data/permissions.yml) on a guide page, by its English words;
      # the API names stay as code.
      trigger-notes:
        "first use of a camera capture input": 首次使用相机采集输入时
        "on iOS 8–10": （iOS 8–10）
        "Core Location on iOS 6–7": iOS 6–7 上的 Core Location
        "Core Bluetooth on iOS 12 and earlier": iOS 12 及更早版本上的 Core Bluetooth
        "Core Bluetooth": Core Bluetooth
        "for read types": （读取的数据类型）
        "for share types": （写入的数据类型）
        "for clinical record types": （临床记录类型）
        "first Bonjour browse or advertise": 首次通过 Bonjour 浏览或广播时
        "first connection to a local address": 首次连接本地网络地址时
        "on iOS 14": （iOS 14）
        "critical messaging (SMS)": 关键信息（短信）
        "VoIP": 网络通话（VoIP）

      settings:
        app: 设置
        privacy: { ios15: 隐私, ios16: 隐私与安全性 }
        apps: App
        precise-location: 精确位置                # S
        allow-notifications: 允许通知             # I
        health-all: 全部打开                      # I
        screen-time: 屏幕使用时间                 # I
        content-restrictions: 内容和隐私访问限制  # I
        allow-requests: 允许 App 请求跟踪    # I: Privacy & Security > Tracking, without which no app may ask

      # 自带人称的资源（“你在其他公司…的活动”）直接使用，不再加“你的”。
      your: { possessive: 你的, pronoun: 你 }
      # 功能列出多个权限时的连接方式：“相机和麦克风”“相机或麦克风”。
      list: { separator: 、, and: 和, or: 或 }

      buttons:
        open-settings: 前往设置
        not-now: 以后再说
        later: 下次开启        # 弹窗：关闭
        open-now: 立即开启     # 弹窗：打开 App 的设置页面
        got-it: 我知道了       # 提示：唯一的按钮
        continue: 继续         # 权限说明页：继续，随后系统弹出请求

      # Alert titles said 您 up to iOS 15 and 你 from the iOS 16 SDK (apple-facts-2 §5): preview --ios 15.
      alert-you-before-ios16: 您

      alert-buttons:
        deny: 不允许
        ok: 好
        allow: 允许
        allow-once: 允许一次
        allow-while-using: 使用 App 时允许        # captures show both 使用App时允许 and 使用 App 时允许
        select-photos: 选择照片…
        allow-all-photos: 允许访问所有照片
        limit-access: 限制访问…
        allow-full-access: 允许完全访问
        ask-not-to-track: 要求 App 不跟踪

      permissions:
        camera:
          resource: 相机
          row: 相机
          alert-title: “%@”想访问你的相机
        microphone:
          resource: 麦克风
          row: 麦克风
          alert-title: “%@”想访问你的麦克风
        photo-library:
          selected: 你选择的照片
          resource: 照片
          row: 照片
          choice: { ios15: 所有照片, ios17: 完全访问 }   # U: iOS 14-16 所有照片; 17 on 完全访问
          alert-title: “%@”想访问你的照片
        photo-library-add:
          resource: 照片
          row: 照片
          choice: 仅添加照片                        # U
          alert-title: “%@”想要加入你的“照片”   # S (apple-facts-2 §6)
        contacts:
          selected: 你选择的联系人
          resource: 通讯录
          row: 通讯录
          choice: 完全访问                          # U
          alert-title: “%@”想访问你的通讯录
        calendars:
          resource: 日历
          row: 日历
          alert-title: “%@”想访问你的日历
        calendars-full-access:
          resource: 日历
          row: 日历
          choice: 完全访问                          # U
          alert-title: “%@”想完全访问你的日历       # I
        calendars-write-only:
          resource: 日历
          row: 日历
          choice: 仅添加日程                        # U
          alert-title: “%@”想向你的日历添加日程     # I
        reminders:
          resource: 提醒事项
          row: 提醒事项
          alert-title: “%@”想访问你的提醒事项
        reminders-full-access:
          resource: 提醒事项
          row: 提醒事项
          alert-title: “%@”想完全访问你的提醒事项   # I
        location-when-in-use:
          resource: 位置
          row: 位置
          privacy-row: 定位服务
          choice: 使用 App 期间                     # S (captures: 使用App期间)
          alert-title: 允许“%@”使用你的位置？
        location-always:
          resource: 位置
          row: 位置
          privacy-row: 定位服务
          choice: 始终
          alert-title: 允许“%@”使用你的位置？
        location-always-legacy:
          resource: 位置
          row: 位置
          privacy-row: 定位服务
          choice: 始终
          alert-title: 允许“%@”在你未使用该 App 时访问你的位置？   # I
        location-legacy:
          resource: 位置
          row: 位置
          privacy-row: 定位服务
          choice: 使用 App 期间
          alert-title: “%@”想使用你当前的位置   # S (apple-facts-2 §6)
        bluetooth:
          resource: 蓝牙
          row: 蓝牙
          alert-title: “%@”想要使用蓝牙
        bluetooth-peripheral:
          resource: 蓝牙
          row: 蓝牙
          alert-title: “%@”想要使用蓝牙
        bluetooth-while-in-use:
          resource: 蓝牙
          row: 蓝牙
          alert-title: “%@”在使用期间想要使用蓝牙   # S (apple-facts-2 §6)
        motion:
          resource: 运动与健身数据
          row: 运动与健身                           # U
          alert-title: “%@”想访问你的活动与体能训练记录
        fall-detection:
          resource: 摔倒检测
          row: 摔倒检测                             # I
          alert-title: “%@”想使用摔倒检测           # I
        speech-recognition:
          resource: 语音识别
          row: 语音识别
          alert-title: “%@”想访问语音识别
        siri:
          resource: Siri
          row: Siri
          alert-title: 你要通过 Siri 来使用“%@”吗？   # S (apple-facts-2 §6; captured unspaced)
        media-library:
          resource: 媒体资料库
          row: 媒体与 Apple Music
          alert-title: “%@”想要访问 Apple Music、你的音乐与视频的相关活动以及你的媒体资料库   # S
        homekit:
          resource: 家庭数据
          row: HomeKit                              # I: one name in every locale, as en and zh-Hant (apple-facts-3 G8)
          alert-title: “%@”想访问你的家庭数据
        health-share:
          resource: 健康数据
          row: 健康
          alert-title: “%@”想访问你的健康数据       # I
        health-update:
          resource: 健康数据
          row: 健康
          alert-title: 允许“%@”更新你的健康数据。   # S (apple-facts-2 §6)
        health-records:
          resource: 健康记录
          row: 健康
          alert-title: “%@”想访问你的健康记录       # I
        face-id:
          resource: 面容 ID
          row: 面容 ID
          alert-title: 你要允许“%@”使用面容 ID 吗？
          privacy-parent: 面容 ID 与密码   # I (apple-facts-2 §7)
          privacy-row: 其他 App
        nfc:
          resource: NFC 读取器
          row: NFC                                  # I
          alert-title: 准备扫描                     # I
        tracking:
          name: 跟踪
          resource: 你在其他公司的 App 和网站上的活动
          row: 允许跟踪                             # I
          privacy-row: 跟踪                         # I
          alert-title: 允许“%@”跟踪你在其他公司的 App 和网站上的活动吗？   # S (iOS 14.5 with 您)
        local-network:
          resource: 本地网络
          row: 本地网络
          alert-title: “%@”想要查找并连接到本地网络上的设备   # S (iOS 16: no 你, no 。)
        focus-status:
          resource: 专注模式状态
          row: 专注模式
          alert-title: “%@”想访问你的专注模式状态   # I
        nearby-interaction:
          resource: 附近的设备
          object: 附近的设备
          row: 附近交互                             # U
          alert-title: “%@”想查找附近的设备并与之交互   # U
        nearby-interaction-allow-once:
          resource: 附近的设备
          object: 附近的设备
          row: 附近交互                             # U
          alert-title: “%@”想查找附近的设备并与之交互   # U
        tv-provider:
          resource: 电视提供商账户
          row: 电视提供商                           # U
          alert-title: “%@”想访问你的电视提供商账户   # U
        sensorkit:
          resource: 研究传感器与使用数据
          row: 研究传感器与使用数据                 # U
          alert-title: “%@”想访问研究传感器与使用数据   # U
        identity:
          resource: 钱包中的身份证件
          object: 你钱包中的身份证件
          row: 钱包                                 # U
          alert-title: “%@”想验证你的身份           # U
        gamekit-friends:
          resource: Game Center 好友
          row: Game Center 好友                     # U
          alert-title: “%@”想访问你的 Game Center 好友   # U
        financial-data:
          resource: 财务数据
          row: 钱包                                 # U
          alert-title: “%@”想访问你的财务数据       # U
        critical-messaging:
          resource: 关键信息
          object: 关键信息
          row: 关键信息                             # U
          alert-title: “%@”想发送关键信息           # U
        alarmkit:
          resource: 闹钟
          object: 闹钟和计时器
          row: 闹钟与计时器                         # U
          alert-title: “%@”想设定闹钟和计时器       # U
        voip:
          resource: 网络通话
          row: VoIP                                 # U
          alert-title: “%@”想在后台接收 VoIP 网络电话   # S (apple-facts-2 §6)
        notifications:
          resource: 通知
          row: 通知
          alert-title: “%@”想给你发送通知

      # Parameters of the check rules for Simplified Chinese texts.
      rules:
        script: hans
        full-stops: ["。", "！", "？"]
        closing-marks: ["”", "’", "）", "」"]
        quotes: ["“", "”", "‘", "’"]
        foreign-quotes: ["「", "」", "『", "』"]
        # Texts that only restate the resource (App Review 5.1.1): the matched part is set aside, and
        # the rest must still give a purpose.
        # A text is examined by the restating patterns if it holds one of these words, says what its
        # resource does by itself (`does`), or holds one of the short hints below and is 24 characters
        # or fewer or names its resource (the patterns that do without these words need one of those).
        restating-hints: [权限, 许可, 同意, 授权, 允许, 访问权, 使用权, 是否,
          不使用, 不会, 并不, 从不, 不访问, 不获取, 不收集, 不录制, 不需要, 插件, 外挂, 套件, sdk, 第三方库, 框架, 模块, 组件, 兼容]
        # Access verbs: a text with one is examined if it is short or names its resource.
        restating-short-hints: [访问, 使用, 获取]
        restating:
          - '需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)'
          - '(需要|请|要)(你|您)?的?(同意|授权|允许)'
          # Access verbs of both regions' usage: Simplified copy also writes 存取 and 取用.
          - '(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$'
          - '^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$'
          # Saving pictures into the album is what the add-only key does anyway: 将图片保存到相册中。
          - '^(将|把)?(图片|照片|相片|图像|视频)(保存|存储|储存|存入|添加|写入)(至|到|进|入)?(你的|您的)?(系统)?(相册|照片|图库)中?[。！，,]?'
          # Asking as a question is no reason: 是否允许小风筝访问你的照片？
          - '(是否|可否|能否)(允许|授权|同意).{0,10}(访问|使用|获取|获得|存取|取用|读取)(你|您)?的?.{0,8}$'
          - '^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$'
          # Access to the resource itself is no reason: 才能访问相机 restates; 才能使用你的 YubiKey does not.
          - '(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)'
          # Saying what the app does not use gives no reason either; nor does a part of the code (为图片选择器插件).
          - '(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)'
          - '(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)'
          # Declared only for the system's sake (此权限仅为系统兼容性声明): no purpose the person sees.
          - '(仅|只)(为|是|用于)?(系统)?兼容性?(声明|需要|要求)'
        # A passive purpose hides who uses the data (App Review 5.1.1(ii)): 将用于, 会被用来.
        passive:
          - '(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)'
          - '被(用于|用来|用於|用來)'
        # A text that names who uses the data elsewhere ("we need to read …") hides no one.
        # Every text the passive patterns match holds one of these: the patterns run on no other.
        passive-hints: [用于, 用来, 用於, 用來]
        passive-agents: [我们, 我們, 本公司]
        # A text that says the data stays with the person is open about it, passive or not.
        passive-assurances: [不会上传, 不会储存, 不会存储, 不会保存, 不会分享, 不会离开, 只在你的设备, 只在您的设备, 仅在你的设备, 仅在您的设备, 不會上傳, 不會儲存]
        # What a passive can hide: who gets the data for advertising, partners or analytics, or a
        # vague improvement. A passive is reported only beside one of these, or on the tracking key.
        passive-concerns: [广告, 营销, 推广, 合作伙伴, 第三方, 数据分析, 个性化, 改善, 改进, 提升, 优化, 研究, 共享给, 分享给, 廣告]
        # A passive right after one of these denies (不会被用于广告): an assurance, not a purpose.
        passive-negations: "不未非绝絕"
        reason-markers: [以便, 用于, 用来, 为了, 以, 来, 可以, 让你, 让您, 便于, 方便, 从而, 帮助, 例如, 比如,
          如, 当, 时, 才能, 进行, 后，, 用作, 将, 把]
        # Words that give no reason by themselves: what is left of a text without them, the app's
        # name and the resource's names is what it says.
        no-reason-words: [到, 至, 此应用程序, 此应用程式, 应用程序, 应用程式, 本应用, 此应用, 该应用, 应用, app, 我们, 你的, 您的, 你, 您, 的, 需要, 想要, 希望, 请, 允许, 授权, 同意, 权限, 许可, 访问, 使用, 获取, 获得, 存取, 取用, 开启, 打开, 才能, 以便, 用于, 用来, 以, 来, 进行, 功能, 相关, 正常, 某些, 部分, 此, 本, 该, 会, 将, 可以, 可, 能, 要, 和, 及, 与, 或, 并, 这, 被, 为, 信息, 数据]
        vague-phrases: [更好的体验, 更好地体验, 提升体验, 提升用户体验, 优化体验, 更佳体验, 最佳体验, 更好的服务,
          提供更好, 更优质的服务, 改善体验, 更流畅的体验, 最佳…体验, 最好…体验, 提升…体验, 更好…体验, 优化…体验, 改善…体验,
          提升服务, 优化服务, 改善服务, 改进服务, 完善服务, 改进产品,
          相关服务, 个性化服务, 音频相关功能, 相机相关功能, 麦克风相关功能, 定位相关功能, 位置相关功能, 相册相关功能, 照片相关功能, 蓝牙相关功能]
        # 夸张的宣传语、号召和罗列功能的收尾：是广告或功能清单，不是理由。
        marketing-phrases: [超棒, 超赞, 极致, 最强, 最好用, 顶级, 震撼, 惊艳, 绝佳, 立即体验, 马上体验, 快来, 赶快,
          不容错过, 限时, 免费领取, 一键搞定, 等众多功能, 等多种功能, 等更多功能, 更多精彩, 一站式]
        placeholders: [TODO, TBD, FIXME, XXX, lorem ipsum, 待定, 待翻译, 待翻譯, 待补充, 待補充, 占位, 此处填写, 翻译中, "$("]
        # Whole values that say nothing: a one-word answer or a label left as the purpose.
        placeholder-values: [是, 否, 无, 描述, 说明, 用途说明, 权限说明, 使用说明, 文本, 测试, 允许]
        # Written twice in a row they are a slip (您的您的, 的的); verbs (看看, 研究研究) are not listed.
        doubled-words: [的, 你的, 您的, 我们的, 你, 您, 在, 是, 和, 与, 把, 将, 了]
        # A text that only writes on a key that only reads (or the reverse) is on the wrong key.
        # Syncing reads and writes: it is in both lists.
        read-words: [选择, 选取, 上传, 分享, 发送, 浏览, 查看, 读取, 导入, 识别, 使用你的, 使用您的, 同步, 追踪, 跟踪, 监测]
        write-words: [保存, 存储, 储存, 存入, 导出, 写入, 同步]
        # Apple's names for its features in its mainland China UI (“设置”>“面容 ID 与密码”).
        apple-names:
          Face ID: 面容 ID
          FaceID: 面容 ID
          Touch ID: 触控 ID
          TouchID: 触控 ID
          # Apple's own apps by their mainland names (the Health app is “健康”App).
          Apple Health: “健康”
          苹果健康: “健康”
          Health App: “健康”App
          Health app: “健康”App
          Apple Wallet: “钱包”
          Wallet App: “钱包”App
        # Taiwan and Hong Kong vocabulary in mainland copy, in either script (Apple's mainland UI
        # words on the right). 相簿 is not listed: Apple's mainland Photos calls albums 相簿 too.
        regional-terms:
          存取: 访问
          联络人: 联系人
          聯絡人: 联系人
          汇入: 导入
          匯入: 导入
          汇出: 导出
          匯出: 导出
          应用程式: 应用
          應用程式: 应用
          使用者: 用户
          位址: 地址
          登入: 登录
          软体: 软件
          軟體: 软件
        min-columns: 12
        max-columns: 140
        pronouns: [你, 您]
        # Characters GB2312 also holds that mainland text does not use: in practice Traditional.
        also-wrong-script: "後夥徵摺菸麽箝麴於"
        resources:
          camera: { names: [相机, 摄像头, 镜头], related: [拍照, 拍摄, 扫描, 扫码, 二维码, QR, 视频, 录像, 照片, 自拍, 录制],
            does: [拍照, 拍摄照片和视频, 拍摄照片或视频, 拍照和录像, 拍照或录像, 拍照片, 拍摄照片, 拍摄视频, 拍视频, 拍摄, 录像, 录影, 录制视频, 使用相机, 使用摄像头, 访问相机, 访问摄像头] }
          microphone: { names: [麦克风, 话筒], related: [录音, 语音, 声音, 通话, 录制, 说话],
            does: [录音, 录制音频, 录制声音, 录制语音, 采集声音, 采集音频, 捕获音频, 声音采集, 收音, 使用麦克风, 访问麦克风] }
          photos: { names: [相册, 图库, 照片图库], related: [照片, 图片, 保存, 存储, 壁纸, 视频, 相片],
            does: [保存照片, 保存图片, 保存到相册, 保存至相册, 添加照片, 添加图片, 写入相册, 把图片写入相册, 将图片写入相册, 把照片写入相册, 存储照片, 储存照片, 访问相册, 访问照片, 访问照片图库, 访问图库, 读取照片, 读取相册, 使用相册, 使用照片, 选择照片, 选取照片, 选择图片, 选取图片] }
          contacts: { names: [通讯录, 联系人], related: [好友, 朋友, 邀请, 电话号码],
            does: [访问通讯录, 读取通讯录, 访问联系人, 读取联系人, 使用通讯录] }
          calendars: { names: [日历], related: [日程, 事件, 预约, 活动, 预订],
            does: [访问日历, 读取日历, 使用日历] }
          reminders: { names: [提醒事项], related: [待办, 任务, 提醒],
            does: [访问提醒事项, 读取提醒事项] }
          location: { names: [位置, 定位], related: [地图, 附近, 导航, 所在, 城市, 天气, 路线],
            does: [获取位置, 获取你的位置, 获取您的位置, 获取定位, 获得位置, 获取当前位置, 确定位置, 使用位置, 使用你的位置, 使用您的位置, 访问位置, 位置信息, 定位] }
          bluetooth: { names: [蓝牙], related: [设备, 配件, 连接, 配对],
            does: [使用蓝牙, 访问蓝牙, 连接蓝牙, 连接蓝牙设备, 搜索蓝牙设备] }
          health: { names: [健康数据, “健康”], related: [运动, 步数, 心率, 睡眠, 体重, 血糖],
            does: [读取健康数据, 写入健康数据, 访问健康数据] }
          face-id: { names: [面容 ID, Face ID, FaceID], related: [解锁, 验证, 登录, 身份],
            does: [使用面容 id, 使用 face id, 身份验证, 验证身份, 进行身份验证] }
          speech-recognition: { names: [语音识别], related: [听写, 转写, 语音, 转录],
            does: [语音识别, 识别语音, 使用语音识别, 语音转文字] }

      """#,
    "locales/zh-Hant.yml": #"""
      # permcopy locale data: Traditional Chinese, Taiwan usage (zh-Hant).
      #
      # Facts come from ../shared/reference/apple-facts.md; the confidence mark there is repeated in a
      # comment where a label is not verified (S: seen in a secondary source, I: inferred, U: unverified).
      # Taiwan terms: 設定, 隱私權與安全性, 取用 (access), 聯絡人, 行事曆, 資料, 裝置, 網路, 傳送; 「」 quotes.
      # Apple's 2026 zh-TW help text addresses the reader as 你; older alert captures use 您 (F2).
      # Era mappings: ios15 = iOS 15 and earlier, ios16 = iOS 16, ios17 = iOS 17, ios18 = iOS 18 and later.

      name: 繁體中文（台灣）
      this-app: 本 App
      quotes: { open: "「", close: "」" }
      full-stop: "。"
      path-separator: ">"
      # Apple's Chinese text puts a space between Han and Latin letters or digits ("使用 App 期间");
      # permcopy adds one where a template meets an inserted value. Use none to turn it off.
      latin-spacing: space

      # The purpose frame (usage-description) makes the person the subject: a purpose with the person as object (提醒你新品發布) has the app as its subject,
      # and build refuses it with a located error.
      purpose-app-as-subject: '(提醒|通知|幫助|幫|讓|告訴|推薦)(你|您)(?!的|們)'
      # 追蹤的句子以 App 為主詞（「…會使用…來{purpose}」）：以使用者為主詞的用途（看到你可能喜歡的廣告）同樣拒絕。
      purpose-person-as-subject: '^(看到|看見|收到|瀏覽|享受)'
      # The prose of the catalog's triggers (data/permissions.yml) on a guide page, by its English words;
      # the API names stay as code.
      trigger-notes:
        "first use of a camera capture input": 首次使用相機擷取輸入時
        "on iOS 8–10": （iOS 8–10）
        "Core Location on iOS 6–7": iOS 6–7 上的 Core Location
        "Core Bluetooth on iOS 12 and earlier": iOS 12 及更早版本上的 Core Bluetooth
        "Core Bluetooth": Core Bluetooth
        "for read types": （讀取的資料類型）
        "for share types": （寫入的資料類型）
        "for clinical record types": （臨床紀錄類型）
        "first Bonjour browse or advertise": 首次透過 Bonjour 瀏覽或廣播時
        "first connection to a local address": 首次連線至區域網路位址時
        "on iOS 14": （iOS 14）
        "critical messaging (SMS)": 重要訊息（簡訊）
        "VoIP": 網路通話（VoIP）

      settings:
        app: 設定
        privacy: { ios15: 隱私權, ios16: 隱私權與安全性 }
        apps: App
        precise-location: 精確位置                # I
        allow-notifications: 允許通知             # I
        health-all: 全部開啟                      # I
        screen-time: 螢幕使用時間                 # I
        content-restrictions: 內容與隱私權限制    # I
        allow-requests: 允許 App 要求追蹤    # V (Apple TV User Guide zh-TW): Privacy & Security > Tracking, without which no app may ask

      # 自帶人稱的資源（「你在其他公司…的活動」）直接使用，不再加「你的」。
      your: { possessive: 你的, pronoun: 你 }
      # 功能列出多個權限時的連接方式：「相機和麥克風」「相機或麥克風」。
      list: { separator: 、, and: 和, or: 或 }

      buttons:
        open-settings: 前往設定
        not-now: 稍後再說
        later: 稍後開啟        # 提示框：關閉
        open-now: 立即開啟     # 提示框：打開 App 的設定頁面
        got-it: 我知道了       # 通知：唯一的按鈕
        continue: 繼續         # 權限說明頁：繼續，隨後系統提出請求

      # Alert titles said 您 up to iOS 15 and 你 from the iOS 16 SDK (apple-facts-2 §5): preview --ios 15.
      alert-you-before-ios16: 您

      alert-buttons:
        deny: 不允許
        ok: 好
        allow: 允許
        allow-once: 允許一次
        allow-while-using: 使用 App 期間允許      # DeviceAgent: 使用App期間允許; scripts: 使用 App 時允許
        select-photos: 選取照片⋯                  # U
        allow-all-photos: 允許取用所有照片        # U
        limit-access: 限制取用⋯                   # U
        allow-full-access: 允許完整取用           # U
        ask-not-to-track: 要求 App 不要追蹤

      permissions:
        camera:
          resource: 相機
          row: 相機
          alert-title: 「%@」想要取用你的相機
        microphone:
          resource: 麥克風
          row: 麥克風
          alert-title: 「%@」想要取用你的麥克風
        photo-library:
          selected: 你選取的照片
          resource: 照片
          row: 照片
          choice: { ios15: 所有照片, ios17: 完整取用 }   # U: iOS 14-16 所有照片; 17 on 完整取用
          alert-title: 「%@」想要取用你的照片
        photo-library-add:
          resource: 照片
          row: 照片
          choice: 僅加入照片                        # U
          alert-title: 「%@」想要加入你的「照片」
        contacts:
          selected: 你選取的聯絡人
          resource: 聯絡人
          row: 聯絡人
          choice: 完整取用                          # U
          alert-title: 「%@」想要取用聯絡人   # S (apple-facts-2 §6)
        calendars:
          resource: 行事曆
          row: 行事曆
          alert-title: 「%@」想要取用你的行事曆
        calendars-full-access:
          resource: 行事曆
          row: 行事曆
          choice: 完整取用                          # U
          alert-title: 「%@」想要完整取用你的行事曆   # I
        calendars-write-only:
          resource: 行事曆
          row: 行事曆
          choice: 僅加入行程                        # U
          alert-title: 「%@」想要將行程加入你的行事曆   # I
        reminders:
          resource: 提醒事項
          row: 提醒事項
          alert-title: 「%@」想要取用你的提醒事項
        reminders-full-access:
          resource: 提醒事項
          row: 提醒事項
          alert-title: 「%@」想要完整取用你的提醒事項   # I
        location-when-in-use:
          resource: 位置
          row: 位置
          privacy-row: 定位服務
          choice: 使用 App 期間                     # I
          alert-title: 要允許「%@」使用你的位置嗎？
        location-always:
          resource: 位置
          row: 位置
          privacy-row: 定位服務
          choice: 永遠                              # I
          alert-title: 要允許「%@」使用你的位置嗎？
        location-always-legacy:
          resource: 位置
          row: 位置
          privacy-row: 定位服務
          choice: 永遠                              # I
          alert-title: 要允許「%@」在你未使用 App 時取用你的位置嗎？   # I
        location-legacy:
          resource: 位置
          row: 位置
          privacy-row: 定位服務
          choice: 使用 App 期間
          alert-title: 「%@」想要使用你的目前位置   # S (apple-facts-2 §6)
        bluetooth:
          resource: 藍牙
          row: 藍牙
          alert-title: 「%@」想要使用藍牙
        bluetooth-peripheral:
          resource: 藍牙
          row: 藍牙
          alert-title: 「%@」想要使用藍牙
        bluetooth-while-in-use:
          resource: 藍牙
          row: 藍牙
          alert-title: 「%@」想要在使用期間使用藍牙   # I
        motion:
          resource: 動作與健身資料   # S (alert wording since iOS 14)
          row: 動作與健身   # I (apple-facts-2 §7, from the alert)
          alert-title: 「%@」想要取用你的動作與健身記錄   # S (apple-facts-2 §6)
        fall-detection:
          resource: 跌倒偵測
          row: 跌倒偵測                             # I
          alert-title: 「%@」想要使用跌倒偵測       # I
        speech-recognition:
          resource: 語音辨識
          row: 語音辨識
          alert-title: 「%@」想要取用語音辨識
        siri:
          resource: Siri
          row: Siri
          alert-title: 你要將「%@」與 Siri 搭配使用嗎？   # S (apple-facts-2 §6; captured unspaced)
        media-library:
          resource: 媒體資料庫
          row: 媒體與 Apple Music
          alert-title: 「%@」想要取用 Apple Music、你的音樂和影片活動和媒體資料庫   # S
        homekit:
          resource: 家庭資料   # S (apple-facts-2 §7)
          row: HomeKit
          alert-title: 「%@」想要取用你的家庭資料   # S (iOS 16)
        health-share:
          resource: 健康資料
          row: 健康
          alert-title: 「%@」想要取用你的健康資料   # I
        health-update:
          resource: 健康資料
          row: 健康
          alert-title: 允許「%@」更新你的健康資料。   # S (apple-facts-2 §6)
        health-records:
          resource: 健康紀錄
          row: 健康
          alert-title: 「%@」想要取用你的健康紀錄   # I
        face-id:
          resource: Face ID
          row: Face ID
          alert-title: 要允許「%@」使用 Face ID 嗎？
          privacy-parent: Face ID 與密碼   # I (apple-facts-2 §7)
          privacy-row: 其他 App
        nfc:
          resource: NFC 讀取器
          row: NFC                                  # I
          alert-title: 準備掃描                     # I
        tracking:
          name: 追蹤
          resource: 你在其他公司的 App 和網站上的活動
          row: 允許追蹤                             # I
          privacy-row: 追蹤
          alert-title: 要允許「%@」追蹤你在其他公司 App 和網站的記錄嗎？   # S (iOS 14.5 with 您; TW wording)
        local-network:
          resource: 區域網路
          row: 區域網路
          alert-title: 「%@」想要尋找並連接你區域網路上的裝置   # S (apple-facts-2 §6)
        focus-status:
          resource: 專注模式狀態
          row: 專注模式
          alert-title: 「%@」想要取用你的專注模式狀態   # I
        nearby-interaction:
          resource: 附近的裝置
          object: 附近的裝置
          row: 附近互動                             # U
          alert-title: 「%@」想要尋找附近的裝置並與之互動   # U
        nearby-interaction-allow-once:
          resource: 附近的裝置
          object: 附近的裝置
          row: 附近互動                             # U
          alert-title: 「%@」想要尋找附近的裝置並與之互動   # U
        tv-provider:
          resource: 電視業者帳號
          row: 電視業者                             # U
          alert-title: 「%@」想要取用你的電視業者帳號   # U
        sensorkit:
          resource: 研究感測器與使用資料
          row: 研究感測器與使用資料                 # U
          alert-title: 「%@」想要取用研究感測器與使用資料   # U
        identity:
          resource: 錢包中的身分證件
          object: 你錢包中的身分證件
          row: 錢包                                 # U
          alert-title: 「%@」想要驗證你的身分       # U
        gamekit-friends:
          resource: Game Center 好友
          row: Game Center 好友                     # U
          alert-title: 「%@」想要取用你的 Game Center 好友   # U
        financial-data:
          resource: 財務資料
          row: 錢包                                 # U
          alert-title: 「%@」想要取用你的財務資料   # U
        critical-messaging:
          resource: 重要訊息
          object: 重要訊息
          row: 重要訊息                             # U
          alert-title: 「%@」想要傳送重要訊息       # U
        alarmkit:
          resource: 鬧鐘
          object: 鬧鐘和計時器
          row: 鬧鐘與計時器                         # U
          alert-title: 「%@」想要設定鬧鐘與計時器   # U
        voip:
          resource: 網路通話
          row: VoIP                                 # U
          alert-title: 「%@」想要在背景接收 VoIP 通話   # S (apple-facts-2 §6)
        notifications:
          resource: 通知
          row: 通知
          alert-title: 「%@」想要傳送通知

      # Parameters of the check rules for Traditional Chinese texts (Taiwan).
      rules:
        script: hant
        full-stops: ["。", "！", "？"]
        closing-marks: ["」", "』", "）", "”"]
        quotes: ["「", "」", "『", "』"]
        foreign-quotes: ["“", "”"]
        # A text is examined by the restating patterns if it holds one of these words, says what its
        # resource does by itself (`does`), or holds one of the short hints below and is 24 characters
        # or fewer or names its resource (the patterns that do without these words need one of those).
        restating-hints: [權限, 許可, 同意, 授權, 允許, 存取權, 取用權, 是否,
          不使用, 不會, 並不, 從不, 不取用, 不存取, 不訪問, 不獲取, 不取得, 不收集, 不錄製, 不需要, 插件, 外掛, 套件, sdk, 第三方庫, 框架, 模組, 模塊, 元件, 組件, 相容, 兼容]
        # Access verbs: a text with one is examined if it is short or names its resource.
        restating-short-hints: [取用, 存取, 使用, 取得, 訪問, 獲取]
        restating:
          - '需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)'
          - '(需要|請|要)(你|您)?的?(同意|授權|允許)'
          # Access verbs of both regions' usage: Traditional copy also writes 訪問 and 獲取.
          - '(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$'
          - '^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$'
          # Saving pictures into the album is what the add-only key does anyway: 將圖片儲存到相簿中。
          - '^(將|把)?(圖片|照片|相片|影像|影片|視頻)(保存|儲存|存儲|存入|加入|新增|添加|寫入)(至|到|進|入)?(你的|您的)?(系統)?(相簿|相冊|照片|相片庫|圖庫|照片圖庫)中?[。！，,]?'
          # Asking as a question is no reason: 是否允許小風箏存取您的照片？
          - '(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$'
          - '^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$'
          # Access to the resource itself is no reason: 才能访问相机 restates; 才能使用你的 YubiKey does not.
          - '(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)'
          # Saying what the app does not use gives no reason either; nor does a part of the code (為圖片選擇器外掛).
          - '(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)'
          - '(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)'
          # Declared only for the system's sake (此權限僅為系統相容性聲明): no purpose the person sees.
          - '(僅|只)(為|是|用於)?(系統)?(相容|兼容)性?(聲明|需要|要求)'
        # A passive purpose hides who uses the data (App Review 5.1.1(ii)): 將用於, 會被用來.
        passive:
          - '(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)'
          - '被(用於|用來|用于|用来)'
        # A text that names who uses the data elsewhere ("we need to read …") hides no one.
        # Every text the passive patterns match holds one of these: the patterns run on no other.
        passive-hints: [用於, 用來, 用于, 用来]
        passive-agents: [我們, 我们, 本公司]
        # A text that says the data stays with the person is open about it, passive or not.
        passive-assurances: [不會上傳, 不會儲存, 不會保存, 不會分享, 不會離開, 只在你的裝置, 只在您的裝置, 僅在你的裝置, 僅在您的裝置, 不会上传, 不会储存, 不会保存]
        # What a passive can hide: who gets the data for advertising, partners or analytics, or a
        # vague improvement. A passive is reported only beside one of these, or on the tracking key.
        passive-concerns: [廣告, 行銷, 營銷, 推廣, 合作夥伴, 合作伙伴, 第三方, 數據分析, 資料分析, 個人化, 個性化, 改善, 改進, 提升, 優化, 研究, 共享給, 分享給, 广告]
        # A passive right after one of these denies (不会被用于广告): an assurance, not a purpose.
        passive-negations: "不未非絕绝"
        reason-markers: [以便, 用於, 用來, 為了, 以, 來, 可以, 讓你, 讓您, 便於, 方便, 從而, 幫助, 例如, 比如,
          如, 當, 時, 才能, 進行, 後，, 用作, 將, 把]
        # Words that give no reason by themselves: what is left of a text without them, the app's
        # name and the resource's names is what it says.
        no-reason-words: [到, 至, 此應用程式, 此應用程序, 應用程式, 應用程序, 本應用, 此應用, 該應用, 應用, app, 我們, 你的, 您的, 你, 您, 的, 需要, 想要, 希望, 請, 允許, 授權, 同意, 權限, 許可, 取用, 存取, 使用, 取得, 獲取, 獲得, 訪問, 開啟, 打開, 才能, 以便, 用於, 用來, 以, 來, 進行, 功能, 相關, 正常, 某些, 部分, 此, 本, 該, 會, 將, 可以, 可, 能, 要, 和, 及, 與, 或, 並, 這, 被, 為, 資訊, 資料, 信息, 數據]
        vague-phrases: [更好的體驗, 更好地體驗, 提升體驗, 提升使用者體驗, 優化體驗, 更佳體驗, 最佳體驗, 更好的服務,
          提供更好, 更優質的服務, 改善體驗, 更流暢的體驗, 最佳…體驗, 最好…體驗, 提升…體驗, 更好…體驗, 優化…體驗, 改善…體驗,
          提升服務, 優化服務, 改善服務, 改進服務, 完善服務, 改進產品,
          相關服務, 個性化服務, 個人化服務, 音訊相關功能, 音頻相關功能, 相機相關功能, 麥克風相關功能, 定位相關功能, 位置相關功能, 相簿相關功能, 照片相關功能, 藍牙相關功能]
        # 誇張的宣傳語、號召和羅列功能的收尾：是廣告或功能清單，不是理由。
        marketing-phrases: [超棒, 超讚, 極致, 最強, 最好用, 頂級, 震撼, 驚艷, 驚豔, 絕佳, 立即體驗, 馬上體驗, 快來, 趕快,
          不容錯過, 限時, 免費領取, 一鍵搞定, 等眾多功能, 等多種功能, 等更多功能, 更多精彩, 一站式]
        placeholders: [TODO, TBD, FIXME, XXX, lorem ipsum, 待定, 待翻譯, 待翻译, 待補充, 佔位, 此處填寫, 翻譯中, "$("]
        # Whole values that say nothing: a one-word answer or a label left as the purpose.
        placeholder-values: [是, 否, 無, 描述, 說明, 用途說明, 權限說明, 使用說明, 文字, 測試, 允許]
        # Written twice in a row they are a slip (您的您的, 的的); verbs (看看, 研究研究) are not listed.
        doubled-words: [的, 你的, 您的, 我們的, 你, 您, 在, 是, 和, 與, 把, 將, 了]
        # A text that only writes on a key that only reads (or the reverse) is on the wrong key.
        # Syncing reads and writes: it is in both lists.
        read-words: [選擇, 選取, 上傳, 分享, 傳送, 瀏覽, 檢視, 查看, 讀取, 匯入, 辨識, 使用你的, 使用您的, 同步, 追蹤, 監測]
        write-words: [儲存, 保存, 存入, 匯出, 寫入, 同步]
        # Apple's Taiwan UI keeps the English names (「設定」>「Face ID 與密碼」).
        apple-names:
          面容 ID: Face ID
          面容ID: Face ID
          觸控 ID: Touch ID
          觸控ID: Touch ID
          FaceID: Face ID
          TouchID: Touch ID
          # Apple's own apps by their Taiwan names (the Health app is「健康」App).
          Apple Health: 「健康」
          蘋果健康: 「健康」
          Health App: 「健康」App
          Health app: 「健康」App
          Apple Wallet: 「錢包」
          Wallet App: 「錢包」App
        min-columns: 12
        max-columns: 140
        pronouns: [你, 您]
        # Characters Big5 also holds (so wrong-script would let them pass) that Taiwan and Hong Kong
        # text does not use: in practice they are Simplified (机 for 機, 网 for 網…). Shared characters
        # that both scripts really use (后, 干, 台, 里, 面, 沉, 舍, 范…) are not listed.
        also-wrong-script: "万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠"
        # Mainland (and Hong Kong) words a Taiwan reader notices, with the Taiwan word; matched as
        # whole words by ICU's Chinese word segmentation (apple-facts E2, OpenCC TWPhrases as a hint).
        regional-terms:
          訪問: 取用
          視頻: 影片
          用戶: 使用者
          信息: 資訊
          默認: 預設
          網絡: 網路
          軟件: 軟體
          硬件: 硬體
          設置: 設定
          數據: 資料
          設備: 裝置
          獲取: 取得
          攝像頭: 相機
          相冊: 相簿
          屏幕: 螢幕
          鼠標: 滑鼠
          內存: 記憶體
          登錄: 登入
          短信: 簡訊
          個性化: 個人化
          質量: 品質
          激活: 啟用
          服務器: 伺服器
          緩存: 快取
          二維碼: QR 碼
          實時: 即時
          在線: 線上
          賬號: 帳號
          賬戶: 帳號
          菜單: 選單
          界面: 介面
          運行: 執行
          兼容: 相容
          搜索: 搜尋
          粘貼: 貼上
          打印: 列印
          刷新: 重新整理
          導出: 匯出
          導入: 匯入
          咪高風: 麥克風
          咪高峰: 麥克風
          後台: 背景
          應用程序: 應用程式
          當前: 目前
          添加: 新增
          保存: 儲存
          許可權: 權限
          本地網路: 區域網路
          位置訊息: 位置資訊
          音頻: 音訊
          插件: 外掛程式
          語音識別: 語音辨識
          人臉識別: 臉部辨識
          文字消息: 文字訊息
          # Device and settings words of Apple's Taiwan UI (OpenCC's TWPhrases as a hint).
          卸載: 解除安裝
          鏈接: 連結
          點擊: 點一下
          智能: 智慧
          優化: 最佳化
          字體: 字型
          文本: 文字
          信號: 訊號
          數碼: 數位
          移動數據: 行動數據
          移動網絡: 行動網路
          日曆: 行事曆
          攝像機: 攝影機
          截屏: 截圖
          全屏: 全螢幕
          存儲: 儲存
          # Compounds that change as a whole: the shorter term inside is not reported apart.
          視頻通話: 視訊通話
          視頻會議: 視訊會議
          視頻聊天: 視訊聊天
          傳感器: 感測器
          識別: 辨識
        # Longer words that hold a term and are Taiwan usage themselves: 行動數據 (Settings > 行動服務).
        regional-exceptions: [行動數據, 數據機, 統計數據, 大數據, 識別碼, 識別證, 識別符]
        # After OpenCC's conversion, `permcopy draft` puts Apple's own terms back: OpenCC writes
        # 許可權 for 权限 and 訪問/存取 for 访问, where Apple's Taiwan and Hong Kong text says 權限, 取用.
        # Spoken Cantonese written out, and the formal written word for each: system copy in Taiwan
        # and in Hong Kong (Apple's too) is formal written Chinese. Only characters and words that
        # formal Chinese does not use (係 is not listed: 關係).
        colloquial-terms:
          佢哋: 他們
          我哋: 我們
          你哋: 你們
          而家: 現在
          邊度: 哪裡
          點樣: 怎樣
          影相: 拍照
          同埋: 以及
          嘅: 的
          咗: 了
          唔: 不
          冇: 沒有
          佢: 他
          喺: 在
          嘢: 東西
          啲: 些
          睇: 看
          嚟: 來
          嗰: 那
          噉: 這樣
          咁: 這麼
          攞: 拿
          諗: 想
          搵: 找
          畀: 給
          哋: 們
        draft-corrections:
          許可權: 權限
          訪問: 取用
          存取: 取用
          # OpenCC's Taiwan phrases keep 象 where Taiwan writes 像 (图像 → 影象): image words
          影象: 影像
          圖象: 圖像
          頭象: 頭像
          錄象: 錄影
        resources:
          camera: { names: [相機, 攝像頭, 攝影機, 鏡頭], related: [拍照, 拍攝, 掃描, 掃碼, 條碼, QR, 影片, 錄影, 照片, 自拍, 錄製],
            does: [拍照, 拍攝照片和影片, 拍攝照片或影片, 拍照和錄影, 拍照或錄影, 拍照片, 拍攝照片, 拍攝影片, 拍攝視頻, 拍影片, 拍攝, 錄影, 錄像, 錄製影片, 錄製視頻, 使用相機, 使用攝像頭, 使用攝影機, 取用相機, 存取相機, 訪問相機] }
          microphone: { names: [麥克風, 咪高風, 咪高峰], related: [錄音, 語音, 聲音, 通話, 錄製, 說話],
            does: [錄音, 錄製音訊, 錄製音頻, 錄製聲音, 錄製語音, 擷取聲音, 擷取音訊, 採集聲音, 採集音頻, 捕獲音頻, 捕獲音訊, 聲音擷取, 聲音採集, 收音, 使用麥克風, 取用麥克風, 存取麥克風, 訪問麥克風] }
          photos: { names: [相簿, 相冊, 圖庫, 照片圖庫], related: [照片, 圖片, 儲存, 保存, 桌布, 影片, 相片],
            does: [儲存照片, 儲存相片, 儲存圖片, 保存照片, 保存圖片, 儲存到相簿, 儲存至相簿, 加入照片, 加入圖片, 添加照片, 添加圖片, 寫入相簿, 把圖片寫入相簿, 將圖片寫入相簿, 存入相簿, 取用照片, 存取照片, 存取相簿, 取用相簿, 訪問相簿, 訪問照片, 存取照片圖庫, 取用照片圖庫, 訪問照片圖庫, 讀取照片, 讀取相簿, 使用相簿, 使用照片, 選擇照片, 選取照片, 選擇相片, 選擇圖片, 選取圖片] }
          contacts: { names: [聯絡人, 通訊錄], related: [好友, 朋友, 邀請, 電話號碼],
            does: [取用聯絡人, 存取聯絡人, 讀取聯絡人, 訪問通訊錄, 讀取通訊錄, 存取通訊錄, 使用通訊錄] }
          calendars: { names: [行事曆, 日曆], related: [行程, 事件, 預約, 活動, 預訂],
            does: [取用行事曆, 存取行事曆, 讀取行事曆, 訪問日曆, 讀取日曆, 使用行事曆] }
          reminders: { names: [提醒事項], related: [待辦, 任務, 提醒],
            does: [取用提醒事項, 存取提醒事項, 讀取提醒事項] }
          location: { names: [位置, 定位], related: [地圖, 附近, 導航, 所在, 城市, 天氣, 路線],
            does: [取得位置, 取得你的位置, 取得您的位置, 取得定位, 獲取位置, 獲取你的位置, 獲取您的位置, 獲得位置, 取得目前位置, 確定位置, 使用位置, 使用你的位置, 使用您的位置, 取用位置, 存取位置, 訪問位置, 位置資訊, 位置信息, 定位] }
          bluetooth: { names: [藍牙], related: [裝置, 設備, 配件, 連接, 配對],
            does: [使用藍牙, 取用藍牙, 存取藍牙, 訪問藍牙, 連接藍牙, 連線藍牙, 連接藍牙裝置, 連接藍牙設備, 搜尋藍牙裝置] }
          health: { names: [健康資料, 「健康」], related: [運動, 步數, 心率, 睡眠, 體重, 血糖],
            does: [讀取健康資料, 寫入健康資料, 取用健康資料, 存取健康資料, 讀取健康數據] }
          face-id: { names: [Face ID, FaceID], related: [解鎖, 驗證, 登入, 身分, 身份],
            does: [使用 face id, 身分驗證, 身份驗證, 驗證身分, 驗證身份, 進行身分驗證, 進行身份驗證] }
          speech-recognition: { names: [語音辨識, 語音識別], related: [聽寫, 轉寫, 語音, 轉錄],
            does: [語音辨識, 語音識別, 辨識語音, 識別語音, 使用語音辨識, 語音轉文字] }

      """#,
  ]
}
