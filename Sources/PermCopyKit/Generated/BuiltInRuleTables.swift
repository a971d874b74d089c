// swift-format-ignore-file
// Generated from the rule parts of locales/*.yml by permcopy-generate. Do not edit:
// change the locale files and run `swift run permcopy-generate`.

extension BuiltInRules {
  /// The rule parameters of a built-in locale, nil for any other.
  static func generatedParameters(_ id: String) -> LocaleRules.Parameters? {
    switch id {
    case "en": localeEn()
    case "zh-HK": localeZhHK()
    case "zh-Hans": localeZhHans()
    case "zh-Hant": localeZhHant()
    default: nil
    }
  }

  private static func localeEn() -> LocaleRules.Parameters {
    var rules = LocaleRules.Parameters()
    rules.script = .latin
    rules.fullStops = [".", "!", "?"]
    rules.closingMarks = ["”", "’", ")", "\""]
    rules.restating = ["\\b(needs?|requires?|wants?|would like|requests?|asks? for)( to)?( (get|have|use|access))?( your| the)?( (?!to\\b)\\w+){0,3}? (access|permission)s?\\b", "\\b(needs?|requires?|wants?|would like|requests?) (to )?(access|use)( to)?( your| the)?( \\w+){0,2}?\\b", "\\b(allow|grant|enable|give) (\\w+ )?(access|permissions?)( to)?( your| the)?( \\w+){0,2}?\\b", "^(access|permission) (to|for)( your| the)?( \\w+){0,3}[.!]?$", "^(to )?(access|use)( your| the)?( \\w+){0,3}[.!]?$", "\\b(whether to )?(please )?(allow|let) (\\w+ ){0,2}(to )?(access|use|get|read|know)( your| the| this device's| this iphone's)?( \\w+){0,2}?[.!?]?$", "^(please )?(enable|turn on|allow) (\\w+ ){1,2}to (access|use|get|read)( your| the)?( \\w+){0,3}?[.!]?$", "\\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \\w+){0,2}?)?\\b", "\\b(does not|doesn't|do not|don't|will not|won't|never) (use|access|need|require|record|collect)( any| the| your)?( \\w+){0,2}?\\b", "\\b(access|permission)s? (is |are )?(required|needed|necessary)\\b", "^(needs?|requires?) (your |the )?(current )?(location|camera|microphone|photos?|contacts|bluetooth|motion)( data)?( access)?( when in use| always( and when in use)?)?[.!]?$", "^(always|when in use|always and when in use|while using the app)[.!]?$", "\\b(for|by|in) (the |this |a |our )?([\\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\\b", "\\b(requested|required|needed|used|asked for) by (a |the |some |our )?(3rd|third)[- ]party( (api|apis|sdk|sdks|library|libraries|service|services|code|component|components))?\\b", "^(to )?(save|add|write|store)s? (the |your )?(photos?|pictures?|images?|videos?)( and (photos?|pictures?|images?|videos?))? (to|in|into) (the |your )?(photos( app)?|photo (album|library)|album|camera roll|gallery)[.!]?", "\\b((declared|required|needed|here) (only )?for (system |ios |platform )?compatibility|(only )?for (system |ios |platform )?compatibility (only|reasons))\\b"]
    rules.restatingHints = ["need", "require", "want", "would like", "request", "ask for", "access", "permission", "allow", "grant", "enable", "give", " not ", "n't ", "never", "plugin", "sdk", "library", "framework", "module", "package", "dependency", "compatibility"]
    rules.restatingShortHints = ["access", "use", "permission", "when in use", "always"]
    rules.passive = ["\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b"]
    rules.passiveAgents = [" we ", " we'", " our ", " us ", " uses ", " use "]
    rules.passiveAssurances = ["never uploaded", "never stored", "never saved", "never leaves", "never leave", "not uploaded", "not stored", "not saved", "not shared", "stays on your", "stay on your", "only on your device", "only on this device"]
    rules.passiveConcerns = [" ads", "advertis", "marketing", "partner", "third part", "third-part", "analytics", "personaliz", "personalis", "improve", "enhance", "optimi", "research", "sold to", "sell"]
    rules.passiveHints = ["used", "collected", "shared", "accessed", "processed", "analyzed", "analysed", "tracked"]
    rules.reasonMarkers = [" to ", " so ", " for ", "because", " when ", " while ", " lets ", " allows ", " helps ", " by ", " in order", "e.g.", "for example", "such as", " used ", " uses ", " if ", " can ", "(", " from ", " into ", " with ", " on ", " in "]
    rules.noReasonWords = ["this", "that", "these", "app", "application", "the", "a", "an", "your", "you", "we", "us", "our", "it", "its", "is", "are", "be", "been", "will", "would", "could", "like", "want", "wants", "need", "needs", "needed", "require", "requires", "required", "necessary", "access", "permission", "permissions", "allow", "allows", "let", "lets", "please", "grant", "enable", "give", "get", "consent", "use", "uses", "used", "using", "to", "for", "in", "of", "and", "or", "with", "on", "by", "from", "so", "can", "may", "only", "some", "certain", "feature", "features", "function", "functions", "functionality", "properly", "correctly", "work", "works", "working", "information", "info", "data"]
    rules.vaguePhrases = ["better experience", "improve your experience", "enhance your experience", "best experience", "improved experience", "better user experience", "optimal experience", "better service", "improve our service", "improve our services", "enhance the app", "best … experience", "make the app … better", "enhance … experience", "improve … experience", "better … experience", "more personalized experience", "better search result", "better ads", "-related features", "-related functions", "related functions and services", "improve app usage", "improve the app", "improve our app", "improve this app", "improve the service", "improve our products", "relevant services", "related services", "personalized services", "personalised services"]
    rules.marketingPhrases = ["amazing", "awesome", "incredible", "stunning", "revolutionary", "unbeatable", "jaw-dropping", "world's best", "the best app", "number one", "#1", "like never before", "download now", "try it now", "and much more", "and so much more", "tons of features", "all-in-one"]
    rules.placeholders = ["TODO", "TBD", "FIXME", "XXX", "lorem ipsum", "placeholder text", "translate me", "$("]
    rules.placeholderValues = ["-", "...", "description", "n/a", "no", "none", "purpose", "string", "test", "text", "usage description", "value", "yes"]
    rules.appleNames = [.init(term: "FaceID", use: "Face ID"), .init(term: "TouchID", use: "Touch ID")]
    rules.readWords = ["choose", "choosing", "pick", "picking", "select", "selecting", "load", "loading", "upload", "uploading", "attach", "attaching", "send", "sending", "share", "sharing", "browse", "browsing", "view", "viewing", "import", "importing", "read", "reading", "identify", "set as", "use your", "using your", "sync", "syncing", "synchronize", "track", "tracking", "monitor", "monitoring"]
    rules.writeWords = ["save", "saving", "store", "storing", "export", "exporting", "download", "downloading", "write", "writing", "sync", "syncing", "synchronize"]
    rules.doubledWords = ["the", "a", "an", "to", "of", "your", "you", "in", "on", "for", "and", "with", "is", "will", "can", "this", "that's"]
    rules.minColumns = 20
    rules.maxColumns = 200
    rules.resources["bluetooth"] = .init(names: ["bluetooth"], related: ["device", "accessor", "connect", "pair"], does: ["use bluetooth", "access bluetooth", "connect to bluetooth", "connect to bluetooth devices", "discover bluetooth devices", "scan for bluetooth devices"])
    rules.resources["calendars"] = .init(names: ["calendar"], related: ["event", "schedule", "booking", "appointment"], does: ["access your calendar", "access your calendars", "access the calendar", "read your calendar", "read your calendars"])
    rules.resources["camera"] = .init(names: ["camera"], related: ["photo", "picture", "video", "scan", "qr", "selfie", "record", "film"], does: ["take photos", "take a photo", "take photo", "take pictures", "take a picture", "take picture", "take videos", "take a video", "take photos and videos", "record video", "record videos", "record a video", "capture photos", "capture a photo", "capture images", "capture video", "capture videos", "use the camera", "use your camera", "access the camera", "access your camera"])
    rules.resources["contacts"] = .init(names: ["contacts", "address book"], related: ["friend", "people", "invite", "phone number"], does: ["access your contacts", "access contacts", "read your contacts", "read contacts", "use your contacts"])
    rules.resources["face-id"] = .init(names: ["face id", "faceid"], related: ["unlock", "authenticat", "sign in", "log in", "verify"], does: ["use face id", "authenticate with face id", "authenticate you", "authenticate", "authentication", "biometric authentication", "biometric login", "biometric verification"])
    rules.resources["health"] = .init(names: ["health app", "health data"], related: ["workout", "step", "heart", "sleep", "weight", "glucose", "insulin"], does: ["read your health data", "read health data", "write health data", "save health data", "save your health data", "access your health data", "access health data"])
    rules.resources["location"] = .init(names: ["location", "gps"], related: ["map", "nearby", "where", "city", "route", "direction", "weather"], does: ["get your location", "get your current location", "get location", "obtain your location", "know your location", "know where you are", "determine your location", "find your location", "access your location", "use your location", "use location"])
    rules.resources["microphone"] = .init(names: ["microphone"], related: ["record", "voice", "audio", "sound", "speak", "talk", "call", "dictat"], does: ["record audio", "record sound", "record sounds", "record your voice", "record voice", "capture audio", "capture sound", "audio recording", "use the microphone", "use your microphone", "access the microphone", "access your microphone"])
    rules.resources["photos"] = .init(names: ["photo library", "photo album", "camera roll"], related: ["photo", "picture", "image", "save", "video", "wallpaper"], does: ["access photos", "access your photos", "access the photo library", "access your photo library", "save photos", "save images", "save pictures", "save videos", "save photos and videos", "save to your photo library", "save to the photo library", "use your photos", "use the photo library", "select photos", "select a photo", "choose photos", "choose a photo", "pick photos", "pick a photo", "select images", "choose images", "add photos to your device", "add photos to your photo library", "add photos to the photo library", "write pictures into your album", "write photos into your album", "write pictures to your album", "write images to your album", "write pictures", "write photos", "write images", "add pictures to your album", "save photos to your device", "save to your device"])
    rules.resources["reminders"] = .init(names: ["reminders"], related: ["to-do", "task", "remind"], does: ["access your reminders", "read your reminders"])
    rules.resources["speech-recognition"] = .init(names: ["speech recognition"], related: ["dictat", "transcri", "voice", "speech"], does: ["recognize speech", "recognise speech", "transcribe speech", "use speech recognition", "speech recognition", "speech to text"])
    return rules
  }

  private static func localeZhHK() -> LocaleRules.Parameters {
    var rules = LocaleRules.Parameters()
    rules.script = .hant
    rules.latinSpacing = "space"
    rules.fullStops = ["。", "！", "？"]
    rules.closingMarks = ["」", "』", "）", "”"]
    rules.quotes = ["「", "」", "『", "』"]
    rules.foreignQuotes = ["“", "”"]
    rules.restating = ["需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)", "(需要|請|要)(你|您)?的?(同意|授權|允許)", "(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$", "^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$", "(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$", "^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$", "(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)", "(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)", "(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)", "(僅|只)(為|是|用於)?(系統)?(相容|兼容)性?(聲明|需要|要求)"]
    rules.restatingHints = ["權限", "許可", "同意", "授權", "允許", "存取權", "取用權", "是否", "不使用", "不會", "並不", "從不", "不取用", "不存取", "不訪問", "不獲取", "不取得", "不收集", "不錄製", "不需要", "插件", "外掛", "套件", "sdk", "第三方庫", "框架", "模組", "模塊", "元件", "組件", "相容", "兼容"]
    rules.restatingShortHints = ["取用", "存取", "使用", "取得", "訪問", "獲取"]
    rules.passive = ["(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)", "被(用於|用來|用于|用来)"]
    rules.passiveAgents = ["我們", "我们", "本公司"]
    rules.passiveAssurances = ["不會上傳", "不會上載", "不會儲存", "不會保存", "不會分享", "不會離開", "只在你的裝置", "只在您的裝置", "僅在你的裝置", "僅在您的裝置"]
    rules.passiveConcerns = ["廣告", "市場推廣", "推廣", "合作夥伴", "第三方", "數據分析", "個人化", "個性化", "改善", "改進", "提升", "優化", "研究", "共享給", "分享給"]
    rules.passiveHints = ["用於", "用來", "用于", "用来"]
    rules.passiveNegations = Set("不未絕绝非".unicodeScalars)
    rules.reasonMarkers = ["以便", "用於", "用來", "為了", "以", "來", "可以", "讓你", "讓您", "便於", "方便", "從而", "幫助", "例如", "比如", "如", "當", "時", "才能", "進行", "後，", "用作", "將", "把"]
    rules.noReasonWords = ["到", "至", "此應用程式", "此應用程序", "應用程式", "應用程序", "本應用", "此應用", "該應用", "應用", "app", "我們", "你的", "您的", "你", "您", "的", "需要", "想要", "希望", "請", "允許", "授權", "同意", "權限", "許可", "取用", "存取", "使用", "取得", "獲取", "獲得", "訪問", "開啟", "打開", "才能", "以便", "用於", "用來", "以", "來", "進行", "功能", "相關", "正常", "某些", "部分", "此", "本", "該", "會", "將", "可以", "可", "能", "要", "和", "及", "與", "或", "並", "這", "被", "為", "資訊", "資料", "信息", "數據"]
    rules.vaguePhrases = ["更好的體驗", "提升體驗", "優化體驗", "更佳體驗", "最佳體驗", "更好的服務", "提供更好", "改善體驗", "最佳…體驗", "最好…體驗", "提升…體驗", "更好…體驗", "優化…體驗", "改善…體驗", "提升服務", "優化服務", "改善服務", "改進服務", "相關服務", "個性化服務", "個人化服務"]
    rules.marketingPhrases = ["超棒", "超讚", "極致", "最強", "最好用", "頂級", "震撼", "驚艷", "驚豔", "絕佳", "立即體驗", "馬上體驗", "快來", "趕快", "不容錯過", "限時", "免費領取", "一鍵搞定", "等眾多功能", "等多種功能", "等更多功能", "更多精彩", "一站式"]
    rules.placeholders = ["TODO", "TBD", "FIXME", "XXX", "lorem ipsum", "待定", "待翻譯", "待補充", "佔位", "翻譯中", "$("]
    rules.placeholderValues = ["使用說明", "允許", "否", "描述", "文字", "是", "權限說明", "測試", "無", "用途說明", "說明"]
    rules.regionalTerms = [.init(term: "添加", use: "加入"), .init(term: "訪問", use: "取用"), .init(term: "視頻", use: "影片"), .init(term: "視頻通話", use: "視像通話"), .init(term: "視頻會議", use: "視像會議"), .init(term: "信息", use: "資訊"), .init(term: "默認", use: "預設"), .init(term: "設置", use: "設定"), .init(term: "攝像頭", use: "相機"), .init(term: "相冊", use: "相簿"), .init(term: "屏幕", use: "螢幕"), .init(term: "鼠標", use: "滑鼠"), .init(term: "登錄", use: "登入"), .init(term: "短信", use: "短訊"), .init(term: "個性化", use: "個人化"), .init(term: "質量", use: "質素"), .init(term: "激活", use: "啟用"), .init(term: "菜單", use: "選單"), .init(term: "界面", use: "介面"), .init(term: "搜索", use: "搜尋"), .init(term: "打印", use: "列印"), .init(term: "後台", use: "背景"), .init(term: "應用程序", use: "應用程式"), .init(term: "許可權", use: "權限"), .init(term: "保存", use: "儲存")]
    rules.colloquialTerms = [.init(term: "佢哋", use: "他們"), .init(term: "我哋", use: "我們"), .init(term: "你哋", use: "你們"), .init(term: "而家", use: "現在"), .init(term: "邊度", use: "哪裡"), .init(term: "點樣", use: "怎樣"), .init(term: "影相", use: "拍照"), .init(term: "同埋", use: "以及"), .init(term: "嘅", use: "的"), .init(term: "咗", use: "了"), .init(term: "唔", use: "不"), .init(term: "冇", use: "沒有"), .init(term: "佢", use: "他"), .init(term: "喺", use: "在"), .init(term: "嘢", use: "東西"), .init(term: "啲", use: "些"), .init(term: "睇", use: "看"), .init(term: "嚟", use: "來"), .init(term: "嗰", use: "那"), .init(term: "噉", use: "這樣"), .init(term: "咁", use: "這麼"), .init(term: "攞", use: "拿"), .init(term: "諗", use: "想"), .init(term: "搵", use: "找"), .init(term: "畀", use: "給"), .init(term: "哋", use: "們")]
    rules.appleNames = [.init(term: "面容 ID", use: "Face ID"), .init(term: "面容ID", use: "Face ID"), .init(term: "觸控 ID", use: "Touch ID"), .init(term: "觸控ID", use: "Touch ID"), .init(term: "FaceID", use: "Face ID"), .init(term: "TouchID", use: "Touch ID"), .init(term: "Apple Health", use: "「健康」"), .init(term: "蘋果健康", use: "「健康」"), .init(term: "Health App", use: "「健康」App"), .init(term: "Health app", use: "「健康」App"), .init(term: "Apple Wallet", use: "「銀包」"), .init(term: "Wallet App", use: "「銀包」App")]
    rules.readWords = ["選擇", "選取", "上載", "上傳", "分享", "傳送", "瀏覽", "檢視", "查看", "讀取", "匯入", "識別", "使用你的", "使用您的", "同步", "追蹤", "監測"]
    rules.writeWords = ["儲存", "保存", "存入", "匯出", "寫入", "同步"]
    rules.doubledWords = ["的", "你的", "您的", "我們的", "你", "您", "在", "是", "和", "與", "把", "將", "了"]
    rules.draftCorrections = [.init(term: "許可權", use: "權限"), .init(term: "訪問", use: "取用"), .init(term: "存取", use: "取用"), .init(term: "區域網路", use: "區域網絡"), .init(term: "網路", use: "網絡"), .init(term: "軟體", use: "軟件"), .init(term: "使用者", use: "用戶"), .init(term: "行事曆", use: "日曆"), .init(term: "麥克風", use: "咪高風"), .init(term: "數位", use: "數碼"), .init(term: "品質", use: "質素")]
    rules.minColumns = 12
    rules.maxColumns = 140
    rules.pronouns = ["你", "您"]
    rules.alsoWrongScript = Set("万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰昵机杠极构柜棱气泞洁洒洼瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适".unicodeScalars)
    rules.resources["bluetooth"] = .init(names: ["藍牙"], related: ["裝置", "設備", "配件", "連接", "配對"], does: ["使用藍牙", "取用藍牙", "存取藍牙", "訪問藍牙", "連接藍牙", "連線藍牙", "連接藍牙裝置", "連接藍牙設備", "搜尋藍牙裝置"])
    rules.resources["calendars"] = .init(names: ["日曆", "行事曆"], related: ["行程", "事件", "預約", "活動"], does: ["取用行事曆", "存取行事曆", "讀取行事曆", "訪問日曆", "讀取日曆", "使用行事曆"])
    rules.resources["camera"] = .init(names: ["相機", "攝像頭", "攝影機", "鏡頭"], related: ["拍照", "拍攝", "掃描", "掃碼", "qr", "影片", "錄影", "相片", "照片", "自拍", "錄製"], does: ["拍照", "拍攝照片和影片", "拍攝照片或影片", "拍照和錄影", "拍照或錄影", "拍照片", "拍攝照片", "拍攝影片", "拍攝視頻", "拍影片", "拍攝", "錄影", "錄像", "錄製影片", "錄製視頻", "使用相機", "使用攝像頭", "使用攝影機", "取用相機", "存取相機", "訪問相機"])
    rules.resources["contacts"] = .init(names: ["通訊錄", "聯絡人"], related: ["好友", "朋友", "邀請", "電話號碼"], does: ["取用聯絡人", "存取聯絡人", "讀取聯絡人", "訪問通訊錄", "讀取通訊錄", "存取通訊錄", "使用通訊錄"])
    rules.resources["location"] = .init(names: ["位置", "定位"], related: ["地圖", "附近", "導航", "所在", "城市", "天氣", "路線"], does: ["取得位置", "取得你的位置", "取得您的位置", "取得定位", "獲取位置", "獲取你的位置", "獲取您的位置", "獲得位置", "取得目前位置", "確定位置", "使用位置", "使用你的位置", "使用您的位置", "取用位置", "存取位置", "訪問位置", "位置資訊", "位置信息", "定位"])
    rules.resources["microphone"] = .init(names: ["咪高風", "咪高峰", "麥克風"], related: ["錄音", "語音", "聲音", "通話", "錄製", "說話"], does: ["錄音", "錄製音訊", "錄製音頻", "錄製聲音", "錄製語音", "擷取聲音", "擷取音訊", "採集聲音", "採集音頻", "捕獲音頻", "捕獲音訊", "聲音擷取", "聲音採集", "收音", "使用麥克風", "取用麥克風", "存取麥克風", "訪問麥克風"])
    rules.resources["photos"] = .init(names: ["相簿", "相冊", "圖庫"], related: ["相片", "照片", "圖片", "儲存", "保存", "影片"], does: ["儲存照片", "儲存相片", "儲存圖片", "保存照片", "保存圖片", "儲存到相簿", "儲存至相簿", "存入相簿", "取用照片", "存取照片", "存取相簿", "取用相簿", "訪問相簿", "訪問照片", "存取照片圖庫", "取用照片圖庫", "訪問照片圖庫", "讀取照片", "讀取相簿", "使用相簿", "使用照片", "選擇照片", "選取照片", "選擇相片", "選擇圖片", "選取圖片"])
    return rules
  }

  private static func localeZhHans() -> LocaleRules.Parameters {
    var rules = LocaleRules.Parameters()
    rules.script = .hans
    rules.latinSpacing = "space"
    rules.fullStops = ["。", "！", "？"]
    rules.closingMarks = ["”", "’", "）", "」"]
    rules.quotes = ["“", "”", "‘", "’"]
    rules.foreignQuotes = ["「", "」", "『", "』"]
    rules.restating = ["需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)", "(需要|请|要)(你|您)?的?(同意|授权|允许)", "(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$", "^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$", "^(将|把)?(图片|照片|相片|图像|视频)(保存|存储|储存|存入|添加|写入)(至|到|进|入)?(你的|您的)?(系统)?(相册|照片|图库)中?[。！，,]?", "(是否|可否|能否)(允许|授权|同意).{0,10}(访问|使用|获取|获得|存取|取用|读取)(你|您)?的?.{0,8}$", "^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$", "(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)", "(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)", "(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)", "(仅|只)(为|是|用于)?(系统)?兼容性?(声明|需要|要求)"]
    rules.restatingHints = ["权限", "许可", "同意", "授权", "允许", "访问权", "使用权", "是否", "不使用", "不会", "并不", "从不", "不访问", "不获取", "不收集", "不录制", "不需要", "插件", "外挂", "套件", "sdk", "第三方库", "框架", "模块", "组件", "兼容"]
    rules.restatingShortHints = ["访问", "使用", "获取"]
    rules.passive = ["(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)", "被(用于|用来|用於|用來)"]
    rules.passiveAgents = ["我们", "我們", "本公司"]
    rules.passiveAssurances = ["不会上传", "不会储存", "不会存储", "不会保存", "不会分享", "不会离开", "只在你的设备", "只在您的设备", "仅在你的设备", "仅在您的设备", "不會上傳", "不會儲存"]
    rules.passiveConcerns = ["广告", "营销", "推广", "合作伙伴", "第三方", "数据分析", "个性化", "改善", "改进", "提升", "优化", "研究", "共享给", "分享给", "廣告"]
    rules.passiveHints = ["用于", "用来", "用於", "用來"]
    rules.passiveNegations = Set("不未絕绝非".unicodeScalars)
    rules.reasonMarkers = ["以便", "用于", "用来", "为了", "以", "来", "可以", "让你", "让您", "便于", "方便", "从而", "帮助", "例如", "比如", "如", "当", "时", "才能", "进行", "后，", "用作", "将", "把"]
    rules.noReasonWords = ["到", "至", "此应用程序", "此应用程式", "应用程序", "应用程式", "本应用", "此应用", "该应用", "应用", "app", "我们", "你的", "您的", "你", "您", "的", "需要", "想要", "希望", "请", "允许", "授权", "同意", "权限", "许可", "访问", "使用", "获取", "获得", "存取", "取用", "开启", "打开", "才能", "以便", "用于", "用来", "以", "来", "进行", "功能", "相关", "正常", "某些", "部分", "此", "本", "该", "会", "将", "可以", "可", "能", "要", "和", "及", "与", "或", "并", "这", "被", "为", "信息", "数据"]
    rules.vaguePhrases = ["更好的体验", "更好地体验", "提升体验", "提升用户体验", "优化体验", "更佳体验", "最佳体验", "更好的服务", "提供更好", "更优质的服务", "改善体验", "更流畅的体验", "最佳…体验", "最好…体验", "提升…体验", "更好…体验", "优化…体验", "改善…体验", "提升服务", "优化服务", "改善服务", "改进服务", "完善服务", "改进产品", "相关服务", "个性化服务", "音频相关功能", "相机相关功能", "麦克风相关功能", "定位相关功能", "位置相关功能", "相册相关功能", "照片相关功能", "蓝牙相关功能"]
    rules.marketingPhrases = ["超棒", "超赞", "极致", "最强", "最好用", "顶级", "震撼", "惊艳", "绝佳", "立即体验", "马上体验", "快来", "赶快", "不容错过", "限时", "免费领取", "一键搞定", "等众多功能", "等多种功能", "等更多功能", "更多精彩", "一站式"]
    rules.placeholders = ["TODO", "TBD", "FIXME", "XXX", "lorem ipsum", "待定", "待翻译", "待翻譯", "待补充", "待補充", "占位", "此处填写", "翻译中", "$("]
    rules.placeholderValues = ["使用说明", "允许", "否", "描述", "文本", "无", "是", "权限说明", "测试", "用途说明", "说明"]
    rules.regionalTerms = [.init(term: "存取", use: "访问"), .init(term: "联络人", use: "联系人"), .init(term: "聯絡人", use: "联系人"), .init(term: "汇入", use: "导入"), .init(term: "匯入", use: "导入"), .init(term: "汇出", use: "导出"), .init(term: "匯出", use: "导出"), .init(term: "应用程式", use: "应用"), .init(term: "應用程式", use: "应用"), .init(term: "使用者", use: "用户"), .init(term: "位址", use: "地址"), .init(term: "登入", use: "登录"), .init(term: "软体", use: "软件"), .init(term: "軟體", use: "软件")]
    rules.appleNames = [.init(term: "Face ID", use: "面容 ID"), .init(term: "FaceID", use: "面容 ID"), .init(term: "Touch ID", use: "触控 ID"), .init(term: "TouchID", use: "触控 ID"), .init(term: "Apple Health", use: "“健康”"), .init(term: "苹果健康", use: "“健康”"), .init(term: "Health App", use: "“健康”App"), .init(term: "Health app", use: "“健康”App"), .init(term: "Apple Wallet", use: "“钱包”"), .init(term: "Wallet App", use: "“钱包”App")]
    rules.readWords = ["选择", "选取", "上传", "分享", "发送", "浏览", "查看", "读取", "导入", "识别", "使用你的", "使用您的", "同步", "追踪", "跟踪", "监测"]
    rules.writeWords = ["保存", "存储", "储存", "存入", "导出", "写入", "同步"]
    rules.doubledWords = ["的", "你的", "您的", "我们的", "你", "您", "在", "是", "和", "与", "把", "将", "了"]
    rules.minColumns = 12
    rules.maxColumns = 140
    rules.pronouns = ["你", "您"]
    rules.alsoWrongScript = Set("夥後徵摺於箝菸麴麽".unicodeScalars)
    rules.resources["bluetooth"] = .init(names: ["蓝牙"], related: ["设备", "配件", "连接", "配对"], does: ["使用蓝牙", "访问蓝牙", "连接蓝牙", "连接蓝牙设备", "搜索蓝牙设备"])
    rules.resources["calendars"] = .init(names: ["日历"], related: ["日程", "事件", "预约", "活动", "预订"], does: ["访问日历", "读取日历", "使用日历"])
    rules.resources["camera"] = .init(names: ["相机", "摄像头", "镜头"], related: ["拍照", "拍摄", "扫描", "扫码", "二维码", "qr", "视频", "录像", "照片", "自拍", "录制"], does: ["拍照", "拍摄照片和视频", "拍摄照片或视频", "拍照和录像", "拍照或录像", "拍照片", "拍摄照片", "拍摄视频", "拍视频", "拍摄", "录像", "录影", "录制视频", "使用相机", "使用摄像头", "访问相机", "访问摄像头"])
    rules.resources["contacts"] = .init(names: ["通讯录", "联系人"], related: ["好友", "朋友", "邀请", "电话号码"], does: ["访问通讯录", "读取通讯录", "访问联系人", "读取联系人", "使用通讯录"])
    rules.resources["face-id"] = .init(names: ["面容 id", "face id", "faceid"], related: ["解锁", "验证", "登录", "身份"], does: ["使用面容 id", "使用 face id", "身份验证", "验证身份", "进行身份验证"])
    rules.resources["health"] = .init(names: ["健康数据", "“健康”"], related: ["运动", "步数", "心率", "睡眠", "体重", "血糖"], does: ["读取健康数据", "写入健康数据", "访问健康数据"])
    rules.resources["location"] = .init(names: ["位置", "定位"], related: ["地图", "附近", "导航", "所在", "城市", "天气", "路线"], does: ["获取位置", "获取你的位置", "获取您的位置", "获取定位", "获得位置", "获取当前位置", "确定位置", "使用位置", "使用你的位置", "使用您的位置", "访问位置", "位置信息", "定位"])
    rules.resources["microphone"] = .init(names: ["麦克风", "话筒"], related: ["录音", "语音", "声音", "通话", "录制", "说话"], does: ["录音", "录制音频", "录制声音", "录制语音", "采集声音", "采集音频", "捕获音频", "声音采集", "收音", "使用麦克风", "访问麦克风"])
    rules.resources["photos"] = .init(names: ["相册", "图库", "照片图库"], related: ["照片", "图片", "保存", "存储", "壁纸", "视频", "相片"], does: ["保存照片", "保存图片", "保存到相册", "保存至相册", "添加照片", "添加图片", "写入相册", "把图片写入相册", "将图片写入相册", "把照片写入相册", "存储照片", "储存照片", "访问相册", "访问照片", "访问照片图库", "访问图库", "读取照片", "读取相册", "使用相册", "使用照片", "选择照片", "选取照片", "选择图片", "选取图片"])
    rules.resources["reminders"] = .init(names: ["提醒事项"], related: ["待办", "任务", "提醒"], does: ["访问提醒事项", "读取提醒事项"])
    rules.resources["speech-recognition"] = .init(names: ["语音识别"], related: ["听写", "转写", "语音", "转录"], does: ["语音识别", "识别语音", "使用语音识别", "语音转文字"])
    return rules
  }

  private static func localeZhHant() -> LocaleRules.Parameters {
    var rules = LocaleRules.Parameters()
    rules.script = .hant
    rules.latinSpacing = "space"
    rules.fullStops = ["。", "！", "？"]
    rules.closingMarks = ["」", "』", "）", "”"]
    rules.quotes = ["「", "」", "『", "』"]
    rules.foreignQuotes = ["“", "”"]
    rules.restating = ["需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)", "(需要|請|要)(你|您)?的?(同意|授權|允許)", "(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$", "^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$", "^(將|把)?(圖片|照片|相片|影像|影片|視頻)(保存|儲存|存儲|存入|加入|新增|添加|寫入)(至|到|進|入)?(你的|您的)?(系統)?(相簿|相冊|照片|相片庫|圖庫|照片圖庫)中?[。！，,]?", "(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$", "^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$", "(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)", "(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)", "(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)", "(僅|只)(為|是|用於)?(系統)?(相容|兼容)性?(聲明|需要|要求)"]
    rules.restatingHints = ["權限", "許可", "同意", "授權", "允許", "存取權", "取用權", "是否", "不使用", "不會", "並不", "從不", "不取用", "不存取", "不訪問", "不獲取", "不取得", "不收集", "不錄製", "不需要", "插件", "外掛", "套件", "sdk", "第三方庫", "框架", "模組", "模塊", "元件", "組件", "相容", "兼容"]
    rules.restatingShortHints = ["取用", "存取", "使用", "取得", "訪問", "獲取"]
    rules.passive = ["(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)", "被(用於|用來|用于|用来)"]
    rules.passiveAgents = ["我們", "我们", "本公司"]
    rules.passiveAssurances = ["不會上傳", "不會儲存", "不會保存", "不會分享", "不會離開", "只在你的裝置", "只在您的裝置", "僅在你的裝置", "僅在您的裝置", "不会上传", "不会储存", "不会保存"]
    rules.passiveConcerns = ["廣告", "行銷", "營銷", "推廣", "合作夥伴", "合作伙伴", "第三方", "數據分析", "資料分析", "個人化", "個性化", "改善", "改進", "提升", "優化", "研究", "共享給", "分享給", "广告"]
    rules.passiveHints = ["用於", "用來", "用于", "用来"]
    rules.passiveNegations = Set("不未絕绝非".unicodeScalars)
    rules.reasonMarkers = ["以便", "用於", "用來", "為了", "以", "來", "可以", "讓你", "讓您", "便於", "方便", "從而", "幫助", "例如", "比如", "如", "當", "時", "才能", "進行", "後，", "用作", "將", "把"]
    rules.noReasonWords = ["到", "至", "此應用程式", "此應用程序", "應用程式", "應用程序", "本應用", "此應用", "該應用", "應用", "app", "我們", "你的", "您的", "你", "您", "的", "需要", "想要", "希望", "請", "允許", "授權", "同意", "權限", "許可", "取用", "存取", "使用", "取得", "獲取", "獲得", "訪問", "開啟", "打開", "才能", "以便", "用於", "用來", "以", "來", "進行", "功能", "相關", "正常", "某些", "部分", "此", "本", "該", "會", "將", "可以", "可", "能", "要", "和", "及", "與", "或", "並", "這", "被", "為", "資訊", "資料", "信息", "數據"]
    rules.vaguePhrases = ["更好的體驗", "更好地體驗", "提升體驗", "提升使用者體驗", "優化體驗", "更佳體驗", "最佳體驗", "更好的服務", "提供更好", "更優質的服務", "改善體驗", "更流暢的體驗", "最佳…體驗", "最好…體驗", "提升…體驗", "更好…體驗", "優化…體驗", "改善…體驗", "提升服務", "優化服務", "改善服務", "改進服務", "完善服務", "改進產品", "相關服務", "個性化服務", "個人化服務", "音訊相關功能", "音頻相關功能", "相機相關功能", "麥克風相關功能", "定位相關功能", "位置相關功能", "相簿相關功能", "照片相關功能", "藍牙相關功能"]
    rules.marketingPhrases = ["超棒", "超讚", "極致", "最強", "最好用", "頂級", "震撼", "驚艷", "驚豔", "絕佳", "立即體驗", "馬上體驗", "快來", "趕快", "不容錯過", "限時", "免費領取", "一鍵搞定", "等眾多功能", "等多種功能", "等更多功能", "更多精彩", "一站式"]
    rules.placeholders = ["TODO", "TBD", "FIXME", "XXX", "lorem ipsum", "待定", "待翻譯", "待翻译", "待補充", "佔位", "此處填寫", "翻譯中", "$("]
    rules.placeholderValues = ["使用說明", "允許", "否", "描述", "文字", "是", "權限說明", "測試", "無", "用途說明", "說明"]
    rules.regionalTerms = [.init(term: "訪問", use: "取用"), .init(term: "視頻", use: "影片"), .init(term: "用戶", use: "使用者"), .init(term: "信息", use: "資訊"), .init(term: "默認", use: "預設"), .init(term: "網絡", use: "網路"), .init(term: "軟件", use: "軟體"), .init(term: "硬件", use: "硬體"), .init(term: "設置", use: "設定"), .init(term: "數據", use: "資料"), .init(term: "設備", use: "裝置"), .init(term: "獲取", use: "取得"), .init(term: "攝像頭", use: "相機"), .init(term: "相冊", use: "相簿"), .init(term: "屏幕", use: "螢幕"), .init(term: "鼠標", use: "滑鼠"), .init(term: "內存", use: "記憶體"), .init(term: "登錄", use: "登入"), .init(term: "短信", use: "簡訊"), .init(term: "個性化", use: "個人化"), .init(term: "質量", use: "品質"), .init(term: "激活", use: "啟用"), .init(term: "服務器", use: "伺服器"), .init(term: "緩存", use: "快取"), .init(term: "二維碼", use: "QR 碼"), .init(term: "實時", use: "即時"), .init(term: "在線", use: "線上"), .init(term: "賬號", use: "帳號"), .init(term: "賬戶", use: "帳號"), .init(term: "菜單", use: "選單"), .init(term: "界面", use: "介面"), .init(term: "運行", use: "執行"), .init(term: "兼容", use: "相容"), .init(term: "搜索", use: "搜尋"), .init(term: "粘貼", use: "貼上"), .init(term: "打印", use: "列印"), .init(term: "刷新", use: "重新整理"), .init(term: "導出", use: "匯出"), .init(term: "導入", use: "匯入"), .init(term: "咪高風", use: "麥克風"), .init(term: "咪高峰", use: "麥克風"), .init(term: "後台", use: "背景"), .init(term: "應用程序", use: "應用程式"), .init(term: "當前", use: "目前"), .init(term: "添加", use: "新增"), .init(term: "保存", use: "儲存"), .init(term: "許可權", use: "權限"), .init(term: "本地網路", use: "區域網路"), .init(term: "位置訊息", use: "位置資訊"), .init(term: "音頻", use: "音訊"), .init(term: "插件", use: "外掛程式"), .init(term: "語音識別", use: "語音辨識"), .init(term: "人臉識別", use: "臉部辨識"), .init(term: "文字消息", use: "文字訊息"), .init(term: "卸載", use: "解除安裝"), .init(term: "鏈接", use: "連結"), .init(term: "點擊", use: "點一下"), .init(term: "智能", use: "智慧"), .init(term: "優化", use: "最佳化"), .init(term: "字體", use: "字型"), .init(term: "文本", use: "文字"), .init(term: "信號", use: "訊號"), .init(term: "數碼", use: "數位"), .init(term: "移動數據", use: "行動數據"), .init(term: "移動網絡", use: "行動網路"), .init(term: "日曆", use: "行事曆"), .init(term: "攝像機", use: "攝影機"), .init(term: "截屏", use: "截圖"), .init(term: "全屏", use: "全螢幕"), .init(term: "存儲", use: "儲存"), .init(term: "視頻通話", use: "視訊通話"), .init(term: "視頻會議", use: "視訊會議"), .init(term: "視頻聊天", use: "視訊聊天"), .init(term: "傳感器", use: "感測器"), .init(term: "識別", use: "辨識")]
    rules.regionalExceptions = ["行動數據", "數據機", "統計數據", "大數據", "識別碼", "識別證", "識別符"]
    rules.colloquialTerms = [.init(term: "佢哋", use: "他們"), .init(term: "我哋", use: "我們"), .init(term: "你哋", use: "你們"), .init(term: "而家", use: "現在"), .init(term: "邊度", use: "哪裡"), .init(term: "點樣", use: "怎樣"), .init(term: "影相", use: "拍照"), .init(term: "同埋", use: "以及"), .init(term: "嘅", use: "的"), .init(term: "咗", use: "了"), .init(term: "唔", use: "不"), .init(term: "冇", use: "沒有"), .init(term: "佢", use: "他"), .init(term: "喺", use: "在"), .init(term: "嘢", use: "東西"), .init(term: "啲", use: "些"), .init(term: "睇", use: "看"), .init(term: "嚟", use: "來"), .init(term: "嗰", use: "那"), .init(term: "噉", use: "這樣"), .init(term: "咁", use: "這麼"), .init(term: "攞", use: "拿"), .init(term: "諗", use: "想"), .init(term: "搵", use: "找"), .init(term: "畀", use: "給"), .init(term: "哋", use: "們")]
    rules.appleNames = [.init(term: "面容 ID", use: "Face ID"), .init(term: "面容ID", use: "Face ID"), .init(term: "觸控 ID", use: "Touch ID"), .init(term: "觸控ID", use: "Touch ID"), .init(term: "FaceID", use: "Face ID"), .init(term: "TouchID", use: "Touch ID"), .init(term: "Apple Health", use: "「健康」"), .init(term: "蘋果健康", use: "「健康」"), .init(term: "Health App", use: "「健康」App"), .init(term: "Health app", use: "「健康」App"), .init(term: "Apple Wallet", use: "「錢包」"), .init(term: "Wallet App", use: "「錢包」App")]
    rules.readWords = ["選擇", "選取", "上傳", "分享", "傳送", "瀏覽", "檢視", "查看", "讀取", "匯入", "辨識", "使用你的", "使用您的", "同步", "追蹤", "監測"]
    rules.writeWords = ["儲存", "保存", "存入", "匯出", "寫入", "同步"]
    rules.doubledWords = ["的", "你的", "您的", "我們的", "你", "您", "在", "是", "和", "與", "把", "將", "了"]
    rules.draftCorrections = [.init(term: "許可權", use: "權限"), .init(term: "訪問", use: "取用"), .init(term: "存取", use: "取用"), .init(term: "影象", use: "影像"), .init(term: "圖象", use: "圖像"), .init(term: "頭象", use: "頭像"), .init(term: "錄象", use: "錄影")]
    rules.minColumns = 12
    rules.maxColumns = 140
    rules.pronouns = ["你", "您"]
    rules.alsoWrongScript = Set("万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰昵机杠极构柜棱气泞洁洒洼瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适".unicodeScalars)
    rules.resources["bluetooth"] = .init(names: ["藍牙"], related: ["裝置", "設備", "配件", "連接", "配對"], does: ["使用藍牙", "取用藍牙", "存取藍牙", "訪問藍牙", "連接藍牙", "連線藍牙", "連接藍牙裝置", "連接藍牙設備", "搜尋藍牙裝置"])
    rules.resources["calendars"] = .init(names: ["行事曆", "日曆"], related: ["行程", "事件", "預約", "活動", "預訂"], does: ["取用行事曆", "存取行事曆", "讀取行事曆", "訪問日曆", "讀取日曆", "使用行事曆"])
    rules.resources["camera"] = .init(names: ["相機", "攝像頭", "攝影機", "鏡頭"], related: ["拍照", "拍攝", "掃描", "掃碼", "條碼", "qr", "影片", "錄影", "照片", "自拍", "錄製"], does: ["拍照", "拍攝照片和影片", "拍攝照片或影片", "拍照和錄影", "拍照或錄影", "拍照片", "拍攝照片", "拍攝影片", "拍攝視頻", "拍影片", "拍攝", "錄影", "錄像", "錄製影片", "錄製視頻", "使用相機", "使用攝像頭", "使用攝影機", "取用相機", "存取相機", "訪問相機"])
    rules.resources["contacts"] = .init(names: ["聯絡人", "通訊錄"], related: ["好友", "朋友", "邀請", "電話號碼"], does: ["取用聯絡人", "存取聯絡人", "讀取聯絡人", "訪問通訊錄", "讀取通訊錄", "存取通訊錄", "使用通訊錄"])
    rules.resources["face-id"] = .init(names: ["face id", "faceid"], related: ["解鎖", "驗證", "登入", "身分", "身份"], does: ["使用 face id", "身分驗證", "身份驗證", "驗證身分", "驗證身份", "進行身分驗證", "進行身份驗證"])
    rules.resources["health"] = .init(names: ["健康資料", "「健康」"], related: ["運動", "步數", "心率", "睡眠", "體重", "血糖"], does: ["讀取健康資料", "寫入健康資料", "取用健康資料", "存取健康資料", "讀取健康數據"])
    rules.resources["location"] = .init(names: ["位置", "定位"], related: ["地圖", "附近", "導航", "所在", "城市", "天氣", "路線"], does: ["取得位置", "取得你的位置", "取得您的位置", "取得定位", "獲取位置", "獲取你的位置", "獲取您的位置", "獲得位置", "取得目前位置", "確定位置", "使用位置", "使用你的位置", "使用您的位置", "取用位置", "存取位置", "訪問位置", "位置資訊", "位置信息", "定位"])
    rules.resources["microphone"] = .init(names: ["麥克風", "咪高風", "咪高峰"], related: ["錄音", "語音", "聲音", "通話", "錄製", "說話"], does: ["錄音", "錄製音訊", "錄製音頻", "錄製聲音", "錄製語音", "擷取聲音", "擷取音訊", "採集聲音", "採集音頻", "捕獲音頻", "捕獲音訊", "聲音擷取", "聲音採集", "收音", "使用麥克風", "取用麥克風", "存取麥克風", "訪問麥克風"])
    rules.resources["photos"] = .init(names: ["相簿", "相冊", "圖庫", "照片圖庫"], related: ["照片", "圖片", "儲存", "保存", "桌布", "影片", "相片"], does: ["儲存照片", "儲存相片", "儲存圖片", "保存照片", "保存圖片", "儲存到相簿", "儲存至相簿", "加入照片", "加入圖片", "添加照片", "添加圖片", "寫入相簿", "把圖片寫入相簿", "將圖片寫入相簿", "存入相簿", "取用照片", "存取照片", "存取相簿", "取用相簿", "訪問相簿", "訪問照片", "存取照片圖庫", "取用照片圖庫", "訪問照片圖庫", "讀取照片", "讀取相簿", "使用相簿", "使用照片", "選擇照片", "選取照片", "選擇相片", "選擇圖片", "選取圖片"])
    rules.resources["reminders"] = .init(names: ["提醒事項"], related: ["待辦", "任務", "提醒"], does: ["取用提醒事項", "存取提醒事項", "讀取提醒事項"])
    rules.resources["speech-recognition"] = .init(names: ["語音辨識", "語音識別"], related: ["聽寫", "轉寫", "語音", "轉錄"], does: ["語音辨識", "語音識別", "辨識語音", "識別語音", "使用語音辨識", "語音轉文字"])
    return rules
  }
}
