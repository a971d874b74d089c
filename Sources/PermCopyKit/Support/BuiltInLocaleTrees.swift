// swift-format-ignore-file
// Generated from locales/*.yml by BuiltInLocaleTreesTests. Do not edit.
// Regenerate with: PERMCOPY_REGENERATE=1 swift test --filter BuiltInLocaleTrees

/// The built-in locales' YAML, parsed at build time (the format: `YAMLTree(records:file:)`).
enum BuiltInLocaleTrees {
  /// A built-in locale's tree, nil for any other.
  static func tree(_ id: String) -> YAMLTree? {
    let records: String
    switch id {
    case "en": records = localeEn
    case "zh-HK": records = localeZhHK
    case "zh-Hans": records = localeZhHans
    case "zh-Hant": records = localeZhHant
    default: return nil
    }
    return YAMLTree(records: records, file: "(built-in) locales/\(id).yml")
  }

  private static let localeEn = #"""
M9,1,12
K9,1	name
S9,7	English
K10,1	this-app
S10,11	this app
K11,1	quotes
M11,9,2
K11,11	open
S11,17	“
K11,22	close
S11,29	”
K12,1	full-stop
S12,12	.
K13,1	path-separator
S13,17	 > 
K15,1	settings
M16,3,8
K16,3	app
S16,8	Settings
K17,3	privacy
M17,12,2
K17,14	ios15
S17,21	Privacy
K17,30	ios16
S17,37	Privacy & Security
K18,3	apps
S18,9	Apps
K19,3	precise-location
S19,21	Precise Location
K20,3	allow-notifications
S20,24	Allow Notifications
K21,3	health-all
S21,15	Turn On All
K22,3	screen-time
S22,16	Screen Time
K23,3	content-restrictions
S23,25	Content & Privacy Restrictions
K26,1	your
M26,7,2
K26,9	possessive
S26,21	your 
K26,30	pronoun
S26,39	your
K28,1	list
M28,7,3
K28,9	separator
S28,20	, 
K28,26	and
S28,31	 and 
K28,40	or
S28,44	 or 
K30,1	buttons
M31,3,6
K31,3	open-settings
S31,18	Go to Settings
K32,3	not-now
S32,12	Not Now
K33,3	later
S33,10	Not Now
K34,3	open-now
S34,13	Turn On
K35,3	got-it
S35,11	OK
K36,3	continue
S36,13	Continue
K39,1	alert-buttons
M40,3,10
K40,3	deny
S40,9	Don’t Allow
K41,3	ok
S41,7	OK
K42,3	allow
S42,10	Allow
K43,3	allow-once
S43,15	Allow Once
K44,3	allow-while-using
S44,22	Allow While Using App
K45,3	select-photos
S45,18	Select Photos…
K46,3	allow-all-photos
S46,21	Allow Access to All Photos
K47,3	limit-access
S47,17	Limit Access…
K48,3	allow-full-access
S48,22	Allow Full Access
K49,3	ask-not-to-track
S49,21	Ask App Not to Track
K54,1	permissions
M55,3,42
K55,3	camera
M56,5,3
K56,5	resource
S56,15	camera
K57,5	row
S57,10	Camera
K58,5	alert-title
S58,18	“%@” Would Like to Access the Camera
K59,3	microphone
M60,5,3
K60,5	resource
S60,15	microphone
K61,5	row
S61,10	Microphone
K62,5	alert-title
S62,18	“%@” Would Like to Access the Microphone
K63,3	photo-library
M64,5,5
K64,5	selected
S64,15	the photos you selected
K65,5	resource
S65,15	photo library
K66,5	row
S66,10	Photos
K67,5	choice
M67,13,2
K67,15	ios15
S67,22	All Photos
K67,34	ios16
S67,41	Full Access
K68,5	alert-title
M68,18,2
K68,20	ios15
S68,27	“%@” Would Like to Access Your Photos
K68,66	ios18
S68,73	“%@” would like full access to your Photo Library.
K69,3	photo-library-add
M70,5,4
K70,5	resource
S70,15	photo library
K71,5	row
S71,10	Photos
K72,5	choice
S72,13	Add Photos Only
K73,5	alert-title
S73,18	“%@” Would Like to Add to your Photos
K74,3	contacts
M75,5,5
K75,5	selected
S75,15	the contacts you selected
K76,5	resource
S76,15	contacts
K77,5	row
S77,10	Contacts
K78,5	choice
S78,13	Full Access
K79,5	alert-title
S79,18	“%@” Would Like to Access Your Contacts
K80,3	calendars
M81,5,3
K81,5	resource
S81,15	calendar
K82,5	row
S82,10	Calendars
K83,5	alert-title
S83,18	“%@” Would Like to Access Your Calendar
K84,3	calendars-full-access
M85,5,4
K85,5	resource
S85,15	calendar
K86,5	row
S86,10	Calendars
K87,5	choice
S87,13	Full Access
K88,5	alert-title
S88,18	“%@” Would Like Full Access to Your Calendar
K89,3	calendars-write-only
M90,5,4
K90,5	resource
S90,15	calendar
K91,5	row
S91,10	Calendars
K92,5	choice
S92,13	Add Events Only
K93,5	alert-title
S93,18	“%@” Would Like to Add Events to Your Calendar
K94,3	reminders
M95,5,3
K95,5	resource
S95,15	reminders
K96,5	row
S96,10	Reminders
K97,5	alert-title
S97,18	“%@” Would Like to Access Your Reminders
K98,3	reminders-full-access
M99,5,3
K99,5	resource
S99,15	reminders
K100,5	row
S100,10	Reminders
K101,5	alert-title
S101,18	“%@” Would Like Full Access to Your Reminders
K102,3	location-when-in-use
M103,5,6
K103,5	name
S103,11	Location
K104,5	resource
S104,15	location
K105,5	row
S105,10	Location
K106,5	privacy-row
S106,18	Location Services
K107,5	choice
S107,13	While Using the App
K108,5	alert-title
S108,18	Allow “%@” to use your location?
K109,3	location-always
M110,5,6
K110,5	name
S110,11	Location
K111,5	resource
S111,15	location
K112,5	row
S112,10	Location
K113,5	privacy-row
S113,18	Location Services
K114,5	choice
S114,13	Always
K115,5	alert-title
S115,18	Allow “%@” to use your location?
K116,3	location-always-legacy
M117,5,5
K117,5	resource
S117,15	location
K118,5	row
S118,10	Location
K119,5	privacy-row
S119,18	Location Services
K120,5	choice
S120,13	Always
K121,5	alert-title
S121,18	Allow “%@” to access your location even when you are not using the app?
K122,3	location-legacy
M123,5,5
K123,5	resource
S123,15	location
K124,5	row
S124,10	Location
K125,5	privacy-row
S125,18	Location Services
K126,5	choice
S126,13	While Using the App
K127,5	alert-title
S127,18	“%@” Would Like To Use Your Current Location
K128,3	bluetooth
M129,5,3
K129,5	resource
S129,15	Bluetooth
K130,5	row
S130,10	Bluetooth
K131,5	alert-title
S131,18	“%@” Would Like to Use Bluetooth
K132,3	bluetooth-peripheral
M133,5,3
K133,5	resource
S133,15	Bluetooth
K134,5	row
S134,10	Bluetooth
K135,5	alert-title
S135,18	“%@” Would Like to Use Bluetooth
K136,3	bluetooth-while-in-use
M137,5,3
K137,5	resource
S137,15	Bluetooth
K138,5	row
S138,10	Bluetooth
K139,5	alert-title
S139,18	“%@” would like to use Bluetooth while it is in use
K140,3	motion
M141,5,3
K141,5	resource
S141,15	motion and fitness activity
K142,5	row
S142,10	Motion & Fitness
K143,5	alert-title
S143,18	“%@” Would Like to Access Your Motion & Fitness Activity
K144,3	fall-detection
M145,5,3
K145,5	resource
S145,15	fall detection
K146,5	row
S146,10	Fall Detection
K147,5	alert-title
S147,18	“%@” Would Like to Use Fall Detection
K148,3	speech-recognition
M149,5,3
K149,5	resource
S149,15	speech recognition
K150,5	row
S150,10	Speech Recognition
K151,5	alert-title
S151,18	“%@” Would Like to Access Speech Recognition
K152,3	siri
M153,5,3
K153,5	resource
S153,15	Siri
K154,5	row
S154,10	Siri
K155,5	alert-title
S155,18	Would You Like to Use “%@” with Siri?
K156,3	media-library
M157,5,3
K157,5	resource
S157,15	media library
K158,5	row
S158,10	Media & Apple Music
K159,5	alert-title
S159,18	“%@” would like to access Apple Music, your music and video activity, and your media library.
K160,3	homekit
M161,5,3
K161,5	resource
S161,15	Home data
K162,5	row
S162,10	HomeKit
K163,5	alert-title
S163,18	“%@” Would Like to Access Your Home Data
K164,3	health-share
M165,5,3
K165,5	resource
S165,15	Health data
K166,5	row
S166,10	Health
K167,5	alert-title
S167,18	“%@” Would Like to Access Your Health Data
K168,3	health-update
M169,5,3
K169,5	resource
S169,15	Health data
K170,5	row
S170,10	Health
K171,5	alert-title
S171,18	Allow “%@” to update your health data.
K172,3	health-records
M173,5,3
K173,5	resource
S173,15	health records
K174,5	row
S174,10	Health
K175,5	alert-title
S175,18	“%@” Would Like to Access Your Health Records
K176,3	face-id
M177,5,5
K177,5	resource
S177,15	Face ID
K178,5	row
S178,10	Face ID
K179,5	alert-title
S179,18	Do you want to allow “%@” to use Face ID?
K180,5	privacy-parent
S180,21	Face ID & Passcode
K181,5	privacy-row
S181,18	Other Apps
K182,3	nfc
M183,5,3
K183,5	resource
S183,15	NFC reader
K184,5	row
S184,10	NFC
K185,5	alert-title
S185,18	Ready to Scan
K186,3	tracking
M187,5,5
K187,5	name
S187,11	Tracking
K188,5	resource
S188,15	activity across other companies’ apps and websites
K189,5	row
S189,10	Allow Tracking
K190,5	privacy-row
S190,18	Tracking
K191,5	alert-title
S191,18	Allow “%@” to track your activity across other companies’ apps and websites?
K192,3	local-network
M193,5,3
K193,5	resource
S193,15	local network
K194,5	row
S194,10	Local Network
K195,5	alert-title
S195,18	“%@” would like to find and connect to devices on your local network
K196,3	focus-status
M197,5,3
K197,5	resource
S197,15	Focus status
K198,5	row
S198,10	Focus
K199,5	alert-title
S199,18	“%@” Would Like to Access Your Focus Status
K200,3	nearby-interaction
M201,5,3
K201,5	resource
S201,15	nearby devices
K202,5	row
S202,10	Nearby Interactions
K203,5	alert-title
S203,18	“%@” Would Like to Find and Interact with Nearby Devices
K204,3	nearby-interaction-allow-once
M205,5,3
K205,5	resource
S205,15	nearby devices
K206,5	row
S206,10	Nearby Interactions
K207,5	alert-title
S207,18	“%@” Would Like to Find and Interact with Nearby Devices
K208,3	tv-provider
M209,5,3
K209,5	resource
S209,15	TV provider account
K210,5	row
S210,10	TV Provider
K211,5	alert-title
S211,18	“%@” Would Like to Access Your TV Provider Account
K212,3	sensorkit
M213,5,3
K213,5	resource
S213,15	research sensor and usage data
K214,5	row
S214,10	Research Sensor & Usage Data
K215,5	alert-title
S215,18	“%@” Would Like to Access Research Sensor & Usage Data
K216,3	identity
M217,5,3
K217,5	resource
S217,15	ID in Wallet
K218,5	row
S218,10	Wallet
K219,5	alert-title
S219,18	“%@” Would Like to Verify Your Identity
K220,3	gamekit-friends
M221,5,3
K221,5	resource
S221,15	Game Center friends
K222,5	row
S222,10	Game Center Friends
K223,5	alert-title
S223,18	“%@” Would Like to Access Your Game Center Friends
K224,3	financial-data
M225,5,3
K225,5	resource
S225,15	financial data
K226,5	row
S226,10	Wallet
K227,5	alert-title
S227,18	“%@” Would Like to Access Your Financial Data
K228,3	critical-messaging
M229,5,3
K229,5	resource
S229,15	critical messages
K230,5	row
S230,10	Critical Messages
K231,5	alert-title
S231,18	“%@” Would Like to Send Critical Messages
K232,3	alarmkit
M233,5,3
K233,5	resource
S233,15	alarms
K234,5	row
S234,10	Alarms & Timers
K235,5	alert-title
S235,18	“%@” Would Like to Schedule Alarms and Timers
K236,3	voip
M237,5,3
K237,5	resource
S237,15	VoIP calls
K238,5	row
S238,10	VoIP
K239,5	alert-title
S239,18	“%@” Would Like to Receive VoIP Calls in the Background
K240,3	notifications
M241,5,3
K241,5	resource
S241,15	notifications
K242,5	row
S242,10	Notifications
K243,5	alert-title
S243,18	“%@” Would Like to Send You Notifications
K246,1	rules
M247,3,17
K247,3	script
S247,11	latin
K248,3	full-stops
Q248,15,3
S248,16	.
S248,21	!
S248,26	?
K249,3	closing-marks
Q249,18,4
S249,19	”
S249,24	’
S249,29	)
S249,34	"
K254,3	restating-hints
Q254,20,10
S254,21	need
S254,27	require
S254,36	want
S254,42	would like
S254,54	access
S254,62	permission
S254,74	allow
S254,81	grant
S254,88	enable
S254,96	give
K256,3	restating-short-hints
Q256,26,3
S256,27	access
S256,35	use
S256,40	permission
K257,3	restating
Q258,5,7
S258,7	\\b(needs?|requires?|wants?|would like)( to)?( (get|have|use|access))?( your| the)?( (?!to\\b)\\w+){0,3}? (access|permission)s?\\b
S259,7	\\b(needs?|requires?|wants?|would like) (to )?(access|use)( to)?( your| the)?( \\w+){0,2}?\\b
S260,7	\\b(allow|grant|enable|give) (\\w+ )?(access|permission)( to)?( your| the)?( \\w+){0,2}?\\b
S261,7	^(access|permission) (to|for)( your| the)?( \\w+){0,3}[.!]?$
S262,7	^(to )?(access|use)( your| the)?( \\w+){0,3}[.!]?$
S264,7	\\b(whether to )?(please )?(allow|let) (\\w+ ){0,2}(to )?(access|use)( your| the)?( \\w+){0,2}?[.!?]?$
S266,7	\\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \\w+){0,2}?)?\\b
K267,3	reason-markers
Q267,19,24
S267,20	 to 
S267,28	 so 
S267,36	 for 
S267,45	because
S267,56	 when 
S267,66	 while 
S267,77	 lets 
S267,87	 allows 
S268,5	 helps 
S268,16	 by 
S268,24	 in order
S268,37	e.g.
S268,45	for example
S268,60	such as
S268,71	 used 
S268,81	 uses 
S268,91	 if 
S269,5	 can 
S269,14	(
S269,19	 from 
S269,29	 into 
S269,39	 with 
S269,49	 on 
S269,57	 in 
K270,3	vague-phrases
Q270,18,19
S270,19	better experience
S270,38	improve your experience
S270,63	enhance your experience
S271,5	best experience
S271,22	improved experience
S271,43	better user experience
S271,67	optimal experience
S272,5	better service
S272,21	improve our service
S272,42	improve our services
S272,64	enhance the app
S273,5	best … experience
S273,24	make the app … better
S273,47	enhance … experience
S273,69	improve … experience
S274,5	better … experience
S274,26	more personalized experience
S274,56	better search result
S274,78	better ads
K275,3	placeholders
Q275,17,8
S275,18	TODO
S275,24	TBD
S275,29	FIXME
S275,36	XXX
S275,41	lorem ipsum
S275,54	placeholder text
S275,72	translate me
S275,86	$(
K277,3	placeholder-values
Q277,23,13
S277,24	yes
S277,29	no
S277,33	none
S277,39	n/a
S277,46	description
S277,59	usage description
S277,78	purpose
S277,87	text
S277,93	string
S277,101	value
S277,108	test
S277,114	-
S277,119	...
K279,3	doubled-words
Q279,18,17
S279,19	the
S279,24	a
S279,27	an
S279,31	to
S279,35	of
S279,39	your
S279,45	you
S279,50	in
S279,54	on
S279,58	for
S279,63	and
S279,68	with
S279,74	is
S279,78	will
S279,84	can
S279,89	this
S279,95	that's
K282,3	read-words
Q282,15,28
S282,16	choose
S282,24	choosing
S282,34	pick
S282,40	picking
S282,49	select
S282,57	selecting
S282,68	load
S282,74	loading
S282,83	upload
S282,91	uploading
S282,102	attach
S282,110	attaching
S282,121	send
S282,127	sending
S282,136	share
S282,143	sharing
S282,152	browse
S282,160	browsing
S282,170	view
S282,176	viewing
S282,185	import
S282,193	importing
S282,204	read
S282,210	reading
S282,219	identify
S282,229	set as
S282,237	use your
S282,247	using your
K283,3	write-words
Q283,16,6
S283,17	save
S283,23	saving
S283,31	export
S283,39	exporting
S283,50	write
S283,57	writing
K285,3	apple-names
M286,5,2
K286,5	FaceID
S286,13	Face ID
K287,5	TouchID
S287,14	Touch ID
K288,3	min-columns
S288,16	20
K289,3	max-columns
S289,16	200
K290,3	resources
M291,5,11
K291,5	camera
M291,13,2
K291,15	names
Q291,22,1
S291,23	camera
K291,32	related
Q291,41,8
S291,42	photo
S291,49	picture
S291,58	video
S291,65	scan
S291,71	QR
S291,75	selfie
S291,83	record
S291,91	film
K292,5	microphone
M292,17,2
K292,19	names
Q292,26,1
S292,27	microphone
K292,40	related
Q292,49,8
S292,50	record
S292,58	voice
S292,65	audio
S292,72	sound
S292,79	speak
S292,86	talk
S292,92	call
S292,98	dictat
K293,5	photos
M293,13,2
K293,15	names
Q293,22,3
S293,23	photo library
S293,38	photo album
S293,51	camera roll
K293,65	related
Q293,74,6
S293,75	photo
S293,82	picture
S293,91	image
S293,98	save
S293,104	video
S293,111	wallpaper
K294,5	contacts
M294,15,2
K294,17	names
Q294,24,2
S294,25	contacts
S294,35	address book
K294,50	related
Q294,59,4
S294,60	friend
S294,68	people
S294,76	invite
S294,84	phone number
K295,5	calendars
M295,16,2
K295,18	names
Q295,25,1
S295,26	calendar
K295,37	related
Q295,46,4
S295,47	event
S295,54	schedule
S295,64	booking
S295,73	appointment
K296,5	reminders
M296,16,2
K296,18	names
Q296,25,1
S296,26	reminders
K296,38	related
Q296,47,3
S296,48	to-do
S296,55	task
S296,61	remind
K297,5	location
M297,15,2
K297,17	names
Q297,24,2
S297,25	location
S297,35	GPS
K297,41	related
Q297,50,7
S297,51	map
S297,56	nearby
S297,64	where
S297,71	city
S297,77	route
S297,84	direction
S297,95	weather
K298,5	bluetooth
M298,16,2
K298,18	names
Q298,25,1
S298,26	Bluetooth
K298,38	related
Q298,47,4
S298,48	device
S298,56	accessor
S298,66	connect
S298,75	pair
K299,5	health
M299,13,2
K299,15	names
Q299,22,2
S299,23	Health app
S299,35	health data
K299,49	related
Q299,58,7
S299,59	workout
S299,68	step
S299,74	heart
S299,81	sleep
S299,88	weight
S299,96	glucose
S299,105	insulin
K300,5	face-id
M300,14,2
K300,16	names
Q300,23,2
S300,24	Face ID
S300,33	FaceID
K300,42	related
Q300,51,5
S300,52	unlock
S300,60	authenticat
S300,73	sign in
S300,82	log in
S300,90	verify
K301,5	speech-recognition
M301,25,2
K301,27	names
Q301,34,1
S301,35	speech recognition
K301,56	related
Q301,65,4
S301,66	dictat
S301,74	transcri
S301,84	voice
S301,91	speech

"""#

  private static let localeZhHK = #"""
M7,1,8
K7,1	name
S7,7	繁體中文（香港）
K8,1	this-app
S8,11	本 App
K9,1	quotes
M9,9,2
K9,11	open
S9,17	「
K9,22	close
S9,29	」
K10,1	full-stop
S10,12	。
K11,1	path-separator
S11,17	>
K12,1	latin-spacing
S12,16	space
K14,1	settings
M15,3,3
K15,3	app
S15,8	設定
K16,3	privacy
M16,12,2
K16,14	ios15
S16,21	私隱
K16,25	ios16
S16,32	私隱與保安
K17,3	apps
S17,9	App
K19,1	rules
M20,3,23
K20,3	script
S20,11	hant
K21,3	full-stops
Q21,15,3
S21,16	。
S21,21	！
S21,26	？
K22,3	closing-marks
Q22,18,4
S22,19	」
S22,24	』
S22,29	）
S22,34	”
K23,3	quotes
Q23,11,4
S23,12	「
S23,17	」
S23,22	『
S23,27	』
K24,3	foreign-quotes
Q24,19,2
S24,20	“
S24,25	”
K27,3	restating-hints
Q27,20,7
S27,21	權限
S27,25	許可
S27,29	同意
S27,33	授權
S27,37	允許
S27,41	存取權
S27,46	取用權
K29,3	restating-short-hints
Q29,26,6
S29,27	取用
S29,31	存取
S29,35	使用
S29,39	取得
S29,43	訪問
S29,47	獲取
K30,3	restating
Q31,5,6
S31,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S32,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S33,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S34,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S35,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S37,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
K38,3	reason-markers
Q38,19,24
S38,20	以便
S38,24	用於
S38,28	用來
S38,32	為了
S38,36	以
S38,39	來
S38,42	可以
S38,46	讓你
S38,50	讓您
S38,54	便於
S38,58	方便
S38,62	從而
S38,66	幫助
S38,70	例如
S38,74	比如
S39,5	如
S39,8	當
S39,11	時
S39,14	才能
S39,18	進行
S39,22	後，
S39,26	用作
S39,30	將
S39,33	把
K40,3	vague-phrases
Q40,18,14
S40,19	更好的體驗
S40,26	提升體驗
S40,32	優化體驗
S40,38	更佳體驗
S40,44	最佳體驗
S40,50	更好的服務
S40,57	提供更好
S40,63	改善體驗
S40,69	最佳…體驗
S40,76	最好…體驗
S40,83	提升…體驗
S40,90	更好…體驗
S40,97	優化…體驗
S40,104	改善…體驗
K41,3	placeholders
Q41,17,11
S41,18	TODO
S41,24	TBD
S41,29	FIXME
S41,36	XXX
S41,41	lorem ipsum
S41,54	待定
S41,58	待翻譯
S41,63	待補充
S41,68	佔位
S41,72	翻譯中
S41,77	$(
K43,3	placeholder-values
Q43,23,11
S43,24	是
S43,27	否
S43,30	無
S43,33	描述
S43,37	說明
S43,41	用途說明
S43,47	權限說明
S43,53	使用說明
S43,59	文字
S43,63	測試
S43,67	允許
K45,3	doubled-words
Q45,18,13
S45,19	的
S45,22	你的
S45,26	您的
S45,30	我們的
S45,35	你
S45,38	您
S45,41	在
S45,44	是
S45,47	和
S45,50	與
S45,53	把
S45,56	將
S45,59	了
K47,3	read-words
Q47,15,14
S47,16	選擇
S47,20	選取
S47,24	上載
S47,28	上傳
S47,32	分享
S47,36	傳送
S47,40	瀏覽
S47,44	檢視
S47,48	查看
S47,52	讀取
S47,56	匯入
S47,60	識別
S47,64	使用你的
S47,70	使用您的
K48,3	write-words
Q48,16,5
S48,17	儲存
S48,21	保存
S48,25	存入
S48,29	匯出
S48,33	寫入
K50,3	apple-names
M51,5,6
K51,5	面容 ID
S51,12	Face ID
K52,5	面容ID
S52,11	Face ID
K53,5	觸控 ID
S53,12	Touch ID
K54,5	觸控ID
S54,11	Touch ID
K55,5	FaceID
S55,13	Face ID
K56,5	TouchID
S56,14	Touch ID
K57,3	min-columns
S57,16	12
K58,3	max-columns
S58,16	140
K59,3	pronouns
Q59,13,2
S59,14	你
S59,17	您
K63,3	also-wrong-script
S63,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K65,3	regional-terms
M66,5,25
K66,5	添加
S66,9	加入
K67,5	訪問
S67,9	取用
K68,5	視頻
S68,9	影片
K69,5	信息
S69,9	資訊
K70,5	默認
S70,9	預設
K71,5	設置
S71,9	設定
K72,5	獲取
S72,9	取得
K73,5	攝像頭
S73,10	相機
K74,5	相冊
S74,9	相簿
K75,5	屏幕
S75,9	螢幕
K76,5	鼠標
S76,9	滑鼠
K77,5	登錄
S77,9	登入
K78,5	短信
S78,9	短訊
K79,5	個性化
S79,10	個人化
K80,5	質量
S80,9	質素
K81,5	激活
S81,9	啟用
K82,5	二維碼
S82,10	QR 碼
K83,5	菜單
S83,9	選單
K84,5	界面
S84,9	介面
K85,5	搜索
S85,9	搜尋
K86,5	打印
S86,9	列印
K87,5	後台
S87,9	背景
K88,5	應用程序
S88,11	應用程式
K89,5	許可權
S89,10	權限
K90,5	保存
S90,9	儲存
K93,3	draft-corrections
M94,5,3
K94,5	許可權
S94,10	權限
K95,5	訪問
S95,9	取用
K96,5	存取
S96,9	取用
K97,3	resources
M98,5,7
K98,5	camera
M98,13,2
K98,15	names
Q98,22,4
S98,23	相機
S98,27	攝像頭
S98,32	攝影機
S98,37	鏡頭
K98,42	related
Q98,51,11
S98,52	拍照
S98,56	拍攝
S98,60	掃描
S98,64	掃碼
S98,68	QR
S98,72	影片
S98,76	錄影
S98,80	相片
S98,84	照片
S98,88	自拍
S98,92	錄製
K99,5	microphone
M99,17,2
K99,19	names
Q99,26,3
S99,27	咪高風
S99,32	咪高峰
S99,37	麥克風
K99,43	related
Q99,52,6
S99,53	錄音
S99,57	語音
S99,61	聲音
S99,65	通話
S99,69	錄製
S99,73	說話
K100,5	photos
M100,13,2
K100,15	names
Q100,22,3
S100,23	相簿
S100,27	相冊
S100,31	圖庫
K100,36	related
Q100,45,6
S100,46	相片
S100,50	照片
S100,54	圖片
S100,58	儲存
S100,62	保存
S100,66	影片
K101,5	contacts
M101,15,2
K101,17	names
Q101,24,2
S101,25	通訊錄
S101,30	聯絡人
K101,36	related
Q101,45,4
S101,46	好友
S101,50	朋友
S101,54	邀請
S101,58	電話號碼
K102,5	calendars
M102,16,2
K102,18	names
Q102,25,2
S102,26	日曆
S102,30	行事曆
K102,36	related
Q102,45,4
S102,46	行程
S102,50	事件
S102,54	預約
S102,58	活動
K103,5	location
M103,15,2
K103,17	names
Q103,24,2
S103,25	位置
S103,29	定位
K103,34	related
Q103,43,7
S103,44	地圖
S103,48	附近
S103,52	導航
S103,56	所在
S103,60	城市
S103,64	天氣
S103,68	路線
K104,5	bluetooth
M104,16,2
K104,18	names
Q104,25,1
S104,26	藍牙
K104,31	related
Q104,40,5
S104,41	裝置
S104,45	設備
S104,49	配件
S104,53	連接
S104,57	配對

"""#

  private static let localeZhHans = #"""
M9,1,14
K9,1	name
S9,7	简体中文
K10,1	this-app
S10,11	本 App
K11,1	quotes
M11,9,2
K11,11	open
S11,17	“
K11,22	close
S11,29	”
K12,1	full-stop
S12,12	。
K13,1	path-separator
S13,17	>
K16,1	latin-spacing
S16,16	space
K18,1	settings
M19,3,8
K19,3	app
S19,8	设置
K20,3	privacy
M20,12,2
K20,14	ios15
S20,21	隐私
K20,25	ios16
S20,32	隐私与安全性
K21,3	apps
S21,9	App
K22,3	precise-location
S22,21	精确位置
K23,3	allow-notifications
S23,24	允许通知
K24,3	health-all
S24,15	全部打开
K25,3	screen-time
S25,16	屏幕使用时间
K26,3	content-restrictions
S26,25	内容和隐私访问限制
K29,1	your
M29,7,2
K29,9	possessive
S29,21	你的
K29,25	pronoun
S29,34	你
K31,1	list
M31,7,3
K31,9	separator
S31,20	、
K31,23	and
S31,28	和
K31,31	or
S31,35	或
K33,1	buttons
M34,3,6
K34,3	open-settings
S34,18	前往设置
K35,3	not-now
S35,12	以后再说
K36,3	later
S36,10	下次开启
K37,3	open-now
S37,13	立即开启
K38,3	got-it
S38,11	我知道了
K39,3	continue
S39,13	继续
K42,1	alert-you-before-ios16
S42,25	您
K44,1	alert-buttons
M45,3,10
K45,3	deny
S45,9	不允许
K46,3	ok
S46,7	好
K47,3	allow
S47,10	允许
K48,3	allow-once
S48,15	允许一次
K49,3	allow-while-using
S49,22	使用 App 时允许
K50,3	select-photos
S50,18	选择照片…
K51,3	allow-all-photos
S51,21	允许访问所有照片
K52,3	limit-access
S52,17	限制访问…
K53,3	allow-full-access
S53,22	允许完全访问
K54,3	ask-not-to-track
S54,21	要求 App 不跟踪
K56,1	permissions
M57,3,42
K57,3	camera
M58,5,3
K58,5	resource
S58,15	相机
K59,5	row
S59,10	相机
K60,5	alert-title
S60,18	“%@”想访问你的相机
K61,3	microphone
M62,5,3
K62,5	resource
S62,15	麦克风
K63,5	row
S63,10	麦克风
K64,5	alert-title
S64,18	“%@”想访问你的麦克风
K65,3	photo-library
M66,5,5
K66,5	selected
S66,15	你选择的照片
K67,5	resource
S67,15	照片
K68,5	row
S68,10	照片
K69,5	choice
M69,13,2
K69,15	ios15
S69,22	所有照片
K69,28	ios16
S69,35	完全访问
K70,5	alert-title
S70,18	“%@”想访问你的照片
K71,3	photo-library-add
M72,5,4
K72,5	resource
S72,15	照片
K73,5	row
S73,10	照片
K74,5	choice
S74,13	仅添加照片
K75,5	alert-title
S75,18	“%@”想要加入你的“照片”
K76,3	contacts
M77,5,5
K77,5	selected
S77,15	你选择的联系人
K78,5	resource
S78,15	通讯录
K79,5	row
S79,10	通讯录
K80,5	choice
S80,13	完全访问
K81,5	alert-title
S81,18	“%@”想访问你的通讯录
K82,3	calendars
M83,5,3
K83,5	resource
S83,15	日历
K84,5	row
S84,10	日历
K85,5	alert-title
S85,18	“%@”想访问你的日历
K86,3	calendars-full-access
M87,5,4
K87,5	resource
S87,15	日历
K88,5	row
S88,10	日历
K89,5	choice
S89,13	完全访问
K90,5	alert-title
S90,18	“%@”想完全访问你的日历
K91,3	calendars-write-only
M92,5,4
K92,5	resource
S92,15	日历
K93,5	row
S93,10	日历
K94,5	choice
S94,13	仅添加日程
K95,5	alert-title
S95,18	“%@”想向你的日历添加日程
K96,3	reminders
M97,5,3
K97,5	resource
S97,15	提醒事项
K98,5	row
S98,10	提醒事项
K99,5	alert-title
S99,18	“%@”想访问你的提醒事项
K100,3	reminders-full-access
M101,5,3
K101,5	resource
S101,15	提醒事项
K102,5	row
S102,10	提醒事项
K103,5	alert-title
S103,18	“%@”想完全访问你的提醒事项
K104,3	location-when-in-use
M105,5,5
K105,5	resource
S105,15	位置
K106,5	row
S106,10	位置
K107,5	privacy-row
S107,18	定位服务
K108,5	choice
S108,13	使用 App 期间
K109,5	alert-title
S109,18	允许“%@”使用你的位置？
K110,3	location-always
M111,5,5
K111,5	resource
S111,15	位置
K112,5	row
S112,10	位置
K113,5	privacy-row
S113,18	定位服务
K114,5	choice
S114,13	始终
K115,5	alert-title
S115,18	允许“%@”使用你的位置？
K116,3	location-always-legacy
M117,5,5
K117,5	resource
S117,15	位置
K118,5	row
S118,10	位置
K119,5	privacy-row
S119,18	定位服务
K120,5	choice
S120,13	始终
K121,5	alert-title
S121,18	允许“%@”在你未使用该 App 时访问你的位置？
K122,3	location-legacy
M123,5,5
K123,5	resource
S123,15	位置
K124,5	row
S124,10	位置
K125,5	privacy-row
S125,18	定位服务
K126,5	choice
S126,13	使用 App 期间
K127,5	alert-title
S127,18	“%@”想使用你当前的位置
K128,3	bluetooth
M129,5,3
K129,5	resource
S129,15	蓝牙
K130,5	row
S130,10	蓝牙
K131,5	alert-title
S131,18	“%@”想要使用蓝牙
K132,3	bluetooth-peripheral
M133,5,3
K133,5	resource
S133,15	蓝牙
K134,5	row
S134,10	蓝牙
K135,5	alert-title
S135,18	“%@”想要使用蓝牙
K136,3	bluetooth-while-in-use
M137,5,3
K137,5	resource
S137,15	蓝牙
K138,5	row
S138,10	蓝牙
K139,5	alert-title
S139,18	“%@”在使用期间想要使用蓝牙
K140,3	motion
M141,5,3
K141,5	resource
S141,15	运动与健身数据
K142,5	row
S142,10	运动与健身
K143,5	alert-title
S143,18	“%@”想访问你的活动与体能训练记录
K144,3	fall-detection
M145,5,3
K145,5	resource
S145,15	摔倒检测
K146,5	row
S146,10	摔倒检测
K147,5	alert-title
S147,18	“%@”想使用摔倒检测
K148,3	speech-recognition
M149,5,3
K149,5	resource
S149,15	语音识别
K150,5	row
S150,10	语音识别
K151,5	alert-title
S151,18	“%@”想访问语音识别
K152,3	siri
M153,5,3
K153,5	resource
S153,15	Siri
K154,5	row
S154,10	Siri
K155,5	alert-title
S155,18	你要通过 Siri 来使用“%@”吗？
K156,3	media-library
M157,5,3
K157,5	resource
S157,15	媒体资料库
K158,5	row
S158,10	媒体与 Apple Music
K159,5	alert-title
S159,18	“%@”想要访问 Apple Music、你的音乐与视频的相关活动以及你的媒体资料库
K160,3	homekit
M161,5,3
K161,5	resource
S161,15	家庭数据
K162,5	row
S162,10	家庭
K163,5	alert-title
S163,18	“%@”想访问你的家庭数据
K164,3	health-share
M165,5,3
K165,5	resource
S165,15	健康数据
K166,5	row
S166,10	健康
K167,5	alert-title
S167,18	“%@”想访问你的健康数据
K168,3	health-update
M169,5,3
K169,5	resource
S169,15	健康数据
K170,5	row
S170,10	健康
K171,5	alert-title
S171,18	允许“%@”更新你的健康数据。
K172,3	health-records
M173,5,3
K173,5	resource
S173,15	健康记录
K174,5	row
S174,10	健康
K175,5	alert-title
S175,18	“%@”想访问你的健康记录
K176,3	face-id
M177,5,5
K177,5	resource
S177,15	面容 ID
K178,5	row
S178,10	面容 ID
K179,5	alert-title
S179,18	你要允许“%@”使用面容 ID 吗？
K180,5	privacy-parent
S180,21	面容 ID 与密码
K181,5	privacy-row
S181,18	其他 App
K182,3	nfc
M183,5,3
K183,5	resource
S183,15	NFC 读取器
K184,5	row
S184,10	NFC
K185,5	alert-title
S185,18	准备扫描
K186,3	tracking
M187,5,5
K187,5	name
S187,11	跟踪
K188,5	resource
S188,15	你在其他公司的 App 和网站上的活动
K189,5	row
S189,10	允许跟踪
K190,5	privacy-row
S190,18	跟踪
K191,5	alert-title
S191,18	允许“%@”跟踪你在其他公司的 App 和网站上的活动吗？
K192,3	local-network
M193,5,3
K193,5	resource
S193,15	本地网络
K194,5	row
S194,10	本地网络
K195,5	alert-title
S195,18	“%@”想要查找并连接到本地网络上的设备
K196,3	focus-status
M197,5,3
K197,5	resource
S197,15	专注模式状态
K198,5	row
S198,10	专注模式
K199,5	alert-title
S199,18	“%@”想访问你的专注模式状态
K200,3	nearby-interaction
M201,5,3
K201,5	resource
S201,15	附近的设备
K202,5	row
S202,10	附近交互
K203,5	alert-title
S203,18	“%@”想查找附近的设备并与之交互
K204,3	nearby-interaction-allow-once
M205,5,3
K205,5	resource
S205,15	附近的设备
K206,5	row
S206,10	附近交互
K207,5	alert-title
S207,18	“%@”想查找附近的设备并与之交互
K208,3	tv-provider
M209,5,3
K209,5	resource
S209,15	电视提供商帐户
K210,5	row
S210,10	电视提供商
K211,5	alert-title
S211,18	“%@”想访问你的电视提供商帐户
K212,3	sensorkit
M213,5,3
K213,5	resource
S213,15	研究传感器与使用数据
K214,5	row
S214,10	研究传感器与使用数据
K215,5	alert-title
S215,18	“%@”想访问研究传感器与使用数据
K216,3	identity
M217,5,3
K217,5	resource
S217,15	钱包中的身份证件
K218,5	row
S218,10	钱包
K219,5	alert-title
S219,18	“%@”想验证你的身份
K220,3	gamekit-friends
M221,5,3
K221,5	resource
S221,15	Game Center 好友
K222,5	row
S222,10	Game Center 好友
K223,5	alert-title
S223,18	“%@”想访问你的 Game Center 好友
K224,3	financial-data
M225,5,3
K225,5	resource
S225,15	财务数据
K226,5	row
S226,10	钱包
K227,5	alert-title
S227,18	“%@”想访问你的财务数据
K228,3	critical-messaging
M229,5,3
K229,5	resource
S229,15	关键信息
K230,5	row
S230,10	关键信息
K231,5	alert-title
S231,18	“%@”想发送关键信息
K232,3	alarmkit
M233,5,3
K233,5	resource
S233,15	闹钟
K234,5	row
S234,10	闹钟与计时器
K235,5	alert-title
S235,18	“%@”想设定闹钟和计时器
K236,3	voip
M237,5,3
K237,5	resource
S237,15	网络通话
K238,5	row
S238,10	VoIP
K239,5	alert-title
S239,18	“%@”想在后台接收 VoIP 网络电话
K240,3	notifications
M241,5,3
K241,5	resource
S241,15	通知
K242,5	row
S242,10	通知
K243,5	alert-title
S243,18	“%@”想给你发送通知
K246,1	rules
M247,3,22
K247,3	script
S247,11	hans
K248,3	full-stops
Q248,15,3
S248,16	。
S248,21	！
S248,26	？
K249,3	closing-marks
Q249,18,4
S249,19	”
S249,24	’
S249,29	）
S249,34	」
K250,3	quotes
Q250,11,4
S250,12	“
S250,17	”
S250,22	‘
S250,27	’
K251,3	foreign-quotes
Q251,19,4
S251,20	「
S251,25	」
S251,30	『
S251,35	』
K256,3	restating-hints
Q256,20,7
S256,21	权限
S256,25	许可
S256,29	同意
S256,33	授权
S256,37	允许
S256,41	访问权
S256,46	使用权
K258,3	restating-short-hints
Q258,26,3
S258,27	访问
S258,31	使用
S258,35	获取
K259,3	restating
Q260,5,6
S260,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S261,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S263,7	(请|需要)?(允许|授权)(本|该|此)?(应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S264,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S265,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S267,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
K268,3	reason-markers
Q268,19,24
S268,20	以便
S268,24	用于
S268,28	用来
S268,32	为了
S268,36	以
S268,39	来
S268,42	可以
S268,46	让你
S268,50	让您
S268,54	便于
S268,58	方便
S268,62	从而
S268,66	帮助
S268,70	例如
S268,74	比如
S269,5	如
S269,8	当
S269,11	时
S269,14	才能
S269,18	进行
S269,22	后，
S269,26	用作
S269,30	将
S269,33	把
K270,3	vague-phrases
Q270,18,18
S270,19	更好的体验
S270,26	更好地体验
S270,33	提升体验
S270,39	提升用户体验
S270,47	优化体验
S270,53	更佳体验
S270,59	最佳体验
S270,65	更好的服务
S271,5	提供更好
S271,11	更优质的服务
S271,19	改善体验
S271,25	更流畅的体验
S271,33	最佳…体验
S271,40	最好…体验
S271,47	提升…体验
S271,54	更好…体验
S271,61	优化…体验
S271,68	改善…体验
K272,3	placeholders
Q272,17,14
S272,18	TODO
S272,24	TBD
S272,29	FIXME
S272,36	XXX
S272,41	lorem ipsum
S272,54	待定
S272,58	待翻译
S272,63	待翻譯
S272,68	待补充
S272,73	待補充
S272,78	占位
S272,82	此处填写
S272,88	翻译中
S272,93	$(
K274,3	placeholder-values
Q274,23,11
S274,24	是
S274,27	否
S274,30	无
S274,33	描述
S274,37	说明
S274,41	用途说明
S274,47	权限说明
S274,53	使用说明
S274,59	文本
S274,63	测试
S274,67	允许
K276,3	doubled-words
Q276,18,13
S276,19	的
S276,22	你的
S276,26	您的
S276,30	我们的
S276,35	你
S276,38	您
S276,41	在
S276,44	是
S276,47	和
S276,50	与
S276,53	把
S276,56	将
S276,59	了
K278,3	read-words
Q278,15,12
S278,16	选择
S278,20	选取
S278,24	上传
S278,28	分享
S278,32	发送
S278,36	浏览
S278,40	查看
S278,44	读取
S278,48	导入
S278,52	识别
S278,56	使用你的
S278,62	使用您的
K279,3	write-words
Q279,16,6
S279,17	保存
S279,21	存储
S279,25	储存
S279,29	存入
S279,33	导出
S279,37	写入
K281,3	apple-names
M282,5,4
K282,5	Face ID
S282,14	面容 ID
K283,5	FaceID
S283,13	面容 ID
K284,5	Touch ID
S284,15	触控 ID
K285,5	TouchID
S285,14	触控 ID
K288,3	regional-terms
M289,5,14
K289,5	存取
S289,9	访问
K290,5	联络人
S290,10	联系人
K291,5	聯絡人
S291,10	联系人
K292,5	汇入
S292,9	导入
K293,5	匯入
S293,9	导入
K294,5	汇出
S294,9	导出
K295,5	匯出
S295,9	导出
K296,5	应用程式
S296,11	应用
K297,5	應用程式
S297,11	应用
K298,5	使用者
S298,10	用户
K299,5	位址
S299,9	地址
K300,5	登入
S300,9	登录
K301,5	软体
S301,9	软件
K302,5	軟體
S302,9	软件
K303,3	min-columns
S303,16	12
K304,3	max-columns
S304,16	140
K305,3	pronouns
Q305,13,2
S305,14	你
S305,17	您
K307,3	also-wrong-script
S307,22	後夥徵摺菸麽箝麴於
K308,3	resources
M309,5,11
K309,5	camera
M309,13,2
K309,15	names
Q309,22,3
S309,23	相机
S309,27	摄像头
S309,32	镜头
K309,37	related
Q309,46,11
S309,47	拍照
S309,51	拍摄
S309,55	扫描
S309,59	扫码
S309,63	二维码
S309,68	QR
S309,72	视频
S309,76	录像
S309,80	照片
S309,84	自拍
S309,88	录制
K310,5	microphone
M310,17,2
K310,19	names
Q310,26,2
S310,27	麦克风
S310,32	话筒
K310,37	related
Q310,46,6
S310,47	录音
S310,51	语音
S310,55	声音
S310,59	通话
S310,63	录制
S310,67	说话
K311,5	photos
M311,13,2
K311,15	names
Q311,22,3
S311,23	相册
S311,27	图库
S311,31	照片图库
K311,38	related
Q311,47,7
S311,48	照片
S311,52	图片
S311,56	保存
S311,60	存储
S311,64	壁纸
S311,68	视频
S311,72	相片
K312,5	contacts
M312,15,2
K312,17	names
Q312,24,2
S312,25	通讯录
S312,30	联系人
K312,36	related
Q312,45,4
S312,46	好友
S312,50	朋友
S312,54	邀请
S312,58	电话号码
K313,5	calendars
M313,16,2
K313,18	names
Q313,25,1
S313,26	日历
K313,31	related
Q313,40,5
S313,41	日程
S313,45	事件
S313,49	预约
S313,53	活动
S313,57	预订
K314,5	reminders
M314,16,2
K314,18	names
Q314,25,1
S314,26	提醒事项
K314,33	related
Q314,42,3
S314,43	待办
S314,47	任务
S314,51	提醒
K315,5	location
M315,15,2
K315,17	names
Q315,24,2
S315,25	位置
S315,29	定位
K315,34	related
Q315,43,7
S315,44	地图
S315,48	附近
S315,52	导航
S315,56	所在
S315,60	城市
S315,64	天气
S315,68	路线
K316,5	bluetooth
M316,16,2
K316,18	names
Q316,25,1
S316,26	蓝牙
K316,31	related
Q316,40,4
S316,41	设备
S316,45	配件
S316,49	连接
S316,53	配对
K317,5	health
M317,13,2
K317,15	names
Q317,22,2
S317,23	健康数据
S317,29	“健康”
K317,36	related
Q317,45,6
S317,46	运动
S317,50	步数
S317,54	心率
S317,58	睡眠
S317,62	体重
S317,66	血糖
K318,5	face-id
M318,14,2
K318,16	names
Q318,23,3
S318,24	面容 ID
S318,31	Face ID
S318,40	FaceID
K318,49	related
Q318,58,4
S318,59	解锁
S318,63	验证
S318,67	登录
S318,71	身份
K319,5	speech-recognition
M319,25,2
K319,27	names
Q319,34,1
S319,35	语音识别
K319,42	related
Q319,51,4
S319,52	听写
S319,56	转写
S319,60	语音
S319,64	转录

"""#

  private static let localeZhHant = #"""
M9,1,14
K9,1	name
S9,7	繁體中文（台灣）
K10,1	this-app
S10,11	本 App
K11,1	quotes
M11,9,2
K11,11	open
S11,17	「
K11,22	close
S11,29	」
K12,1	full-stop
S12,12	。
K13,1	path-separator
S13,17	>
K16,1	latin-spacing
S16,16	space
K18,1	settings
M19,3,8
K19,3	app
S19,8	設定
K20,3	privacy
M20,12,2
K20,14	ios15
S20,21	隱私權
K20,26	ios16
S20,33	隱私權與安全性
K21,3	apps
S21,9	App
K22,3	precise-location
S22,21	精確位置
K23,3	allow-notifications
S23,24	允許通知
K24,3	health-all
S24,15	全部開啟
K25,3	screen-time
S25,16	螢幕使用時間
K26,3	content-restrictions
S26,25	內容與隱私權限制
K29,1	your
M29,7,2
K29,9	possessive
S29,21	你的
K29,25	pronoun
S29,34	你
K31,1	list
M31,7,3
K31,9	separator
S31,20	、
K31,23	and
S31,28	和
K31,31	or
S31,35	或
K33,1	buttons
M34,3,6
K34,3	open-settings
S34,18	前往設定
K35,3	not-now
S35,12	稍後再說
K36,3	later
S36,10	稍後開啟
K37,3	open-now
S37,13	立即開啟
K38,3	got-it
S38,11	我知道了
K39,3	continue
S39,13	繼續
K42,1	alert-you-before-ios16
S42,25	您
K44,1	alert-buttons
M45,3,10
K45,3	deny
S45,9	不允許
K46,3	ok
S46,7	好
K47,3	allow
S47,10	允許
K48,3	allow-once
S48,15	允許一次
K49,3	allow-while-using
S49,22	使用 App 期間允許
K50,3	select-photos
S50,18	選取照片⋯
K51,3	allow-all-photos
S51,21	允許取用所有照片
K52,3	limit-access
S52,17	限制取用⋯
K53,3	allow-full-access
S53,22	允許完整取用
K54,3	ask-not-to-track
S54,21	要求 App 不要追蹤
K56,1	permissions
M57,3,42
K57,3	camera
M58,5,3
K58,5	resource
S58,15	相機
K59,5	row
S59,10	相機
K60,5	alert-title
S60,18	「%@」想要取用你的相機
K61,3	microphone
M62,5,3
K62,5	resource
S62,15	麥克風
K63,5	row
S63,10	麥克風
K64,5	alert-title
S64,18	「%@」想要取用你的麥克風
K65,3	photo-library
M66,5,5
K66,5	selected
S66,15	你選取的照片
K67,5	resource
S67,15	照片
K68,5	row
S68,10	照片
K69,5	choice
M69,13,2
K69,15	ios15
S69,22	所有照片
K69,28	ios16
S69,35	完整取用
K70,5	alert-title
S70,18	「%@」想要取用你的照片
K71,3	photo-library-add
M72,5,4
K72,5	resource
S72,15	照片
K73,5	row
S73,10	照片
K74,5	choice
S74,13	僅加入照片
K75,5	alert-title
S75,18	「%@」想要加入你的「照片」
K76,3	contacts
M77,5,5
K77,5	selected
S77,15	你選取的聯絡人
K78,5	resource
S78,15	聯絡人
K79,5	row
S79,10	聯絡人
K80,5	choice
S80,13	完整取用
K81,5	alert-title
S81,18	「%@」想要取用聯絡人
K82,3	calendars
M83,5,3
K83,5	resource
S83,15	行事曆
K84,5	row
S84,10	行事曆
K85,5	alert-title
S85,18	「%@」想要取用你的行事曆
K86,3	calendars-full-access
M87,5,4
K87,5	resource
S87,15	行事曆
K88,5	row
S88,10	行事曆
K89,5	choice
S89,13	完整取用
K90,5	alert-title
S90,18	「%@」想要完整取用你的行事曆
K91,3	calendars-write-only
M92,5,4
K92,5	resource
S92,15	行事曆
K93,5	row
S93,10	行事曆
K94,5	choice
S94,13	僅加入行程
K95,5	alert-title
S95,18	「%@」想要將行程加入你的行事曆
K96,3	reminders
M97,5,3
K97,5	resource
S97,15	提醒事項
K98,5	row
S98,10	提醒事項
K99,5	alert-title
S99,18	「%@」想要取用你的提醒事項
K100,3	reminders-full-access
M101,5,3
K101,5	resource
S101,15	提醒事項
K102,5	row
S102,10	提醒事項
K103,5	alert-title
S103,18	「%@」想要完整取用你的提醒事項
K104,3	location-when-in-use
M105,5,5
K105,5	resource
S105,15	位置
K106,5	row
S106,10	位置
K107,5	privacy-row
S107,18	定位服務
K108,5	choice
S108,13	使用 App 期間
K109,5	alert-title
S109,18	要允許「%@」使用你的位置嗎？
K110,3	location-always
M111,5,5
K111,5	resource
S111,15	位置
K112,5	row
S112,10	位置
K113,5	privacy-row
S113,18	定位服務
K114,5	choice
S114,13	永遠
K115,5	alert-title
S115,18	要允許「%@」使用你的位置嗎？
K116,3	location-always-legacy
M117,5,5
K117,5	resource
S117,15	位置
K118,5	row
S118,10	位置
K119,5	privacy-row
S119,18	定位服務
K120,5	choice
S120,13	永遠
K121,5	alert-title
S121,18	要允許「%@」在你未使用 App 時取用你的位置嗎？
K122,3	location-legacy
M123,5,5
K123,5	resource
S123,15	位置
K124,5	row
S124,10	位置
K125,5	privacy-row
S125,18	定位服務
K126,5	choice
S126,13	使用 App 期間
K127,5	alert-title
S127,18	「%@」想要使用你的目前位置
K128,3	bluetooth
M129,5,3
K129,5	resource
S129,15	藍牙
K130,5	row
S130,10	藍牙
K131,5	alert-title
S131,18	「%@」想要使用藍牙
K132,3	bluetooth-peripheral
M133,5,3
K133,5	resource
S133,15	藍牙
K134,5	row
S134,10	藍牙
K135,5	alert-title
S135,18	「%@」想要使用藍牙
K136,3	bluetooth-while-in-use
M137,5,3
K137,5	resource
S137,15	藍牙
K138,5	row
S138,10	藍牙
K139,5	alert-title
S139,18	「%@」想要在使用期間使用藍牙
K140,3	motion
M141,5,3
K141,5	resource
S141,15	動作與健身資料
K142,5	row
S142,10	動作與健身
K143,5	alert-title
S143,18	「%@」想要取用你的動作與健身記錄
K144,3	fall-detection
M145,5,3
K145,5	resource
S145,15	跌倒偵測
K146,5	row
S146,10	跌倒偵測
K147,5	alert-title
S147,18	「%@」想要使用跌倒偵測
K148,3	speech-recognition
M149,5,3
K149,5	resource
S149,15	語音辨識
K150,5	row
S150,10	語音辨識
K151,5	alert-title
S151,18	「%@」想要取用語音辨識
K152,3	siri
M153,5,3
K153,5	resource
S153,15	Siri
K154,5	row
S154,10	Siri
K155,5	alert-title
S155,18	你要將「%@」與 Siri 搭配使用嗎？
K156,3	media-library
M157,5,3
K157,5	resource
S157,15	媒體資料庫
K158,5	row
S158,10	媒體與 Apple Music
K159,5	alert-title
S159,18	「%@」想要取用 Apple Music、你的音樂和影片活動和媒體資料庫
K160,3	homekit
M161,5,3
K161,5	resource
S161,15	家庭資料
K162,5	row
S162,10	HomeKit
K163,5	alert-title
S163,18	「%@」想要取用你的家庭資料
K164,3	health-share
M165,5,3
K165,5	resource
S165,15	健康資料
K166,5	row
S166,10	健康
K167,5	alert-title
S167,18	「%@」想要取用你的健康資料
K168,3	health-update
M169,5,3
K169,5	resource
S169,15	健康資料
K170,5	row
S170,10	健康
K171,5	alert-title
S171,18	允許「%@」更新你的健康資料。
K172,3	health-records
M173,5,3
K173,5	resource
S173,15	健康紀錄
K174,5	row
S174,10	健康
K175,5	alert-title
S175,18	「%@」想要取用你的健康紀錄
K176,3	face-id
M177,5,5
K177,5	resource
S177,15	Face ID
K178,5	row
S178,10	Face ID
K179,5	alert-title
S179,18	要允許「%@」使用 Face ID 嗎？
K180,5	privacy-parent
S180,21	Face ID 與密碼
K181,5	privacy-row
S181,18	其他 App
K182,3	nfc
M183,5,3
K183,5	resource
S183,15	NFC 讀取器
K184,5	row
S184,10	NFC
K185,5	alert-title
S185,18	準備掃描
K186,3	tracking
M187,5,5
K187,5	name
S187,11	追蹤
K188,5	resource
S188,15	你在其他公司的 App 和網站上的活動
K189,5	row
S189,10	允許追蹤
K190,5	privacy-row
S190,18	追蹤
K191,5	alert-title
S191,18	要允許「%@」追蹤你在其他公司 App 和網站的記錄嗎？
K192,3	local-network
M193,5,3
K193,5	resource
S193,15	區域網路
K194,5	row
S194,10	區域網路
K195,5	alert-title
S195,18	「%@」想要尋找並連接你區域網路上的裝置
K196,3	focus-status
M197,5,3
K197,5	resource
S197,15	專注模式狀態
K198,5	row
S198,10	專注模式
K199,5	alert-title
S199,18	「%@」想要取用你的專注模式狀態
K200,3	nearby-interaction
M201,5,3
K201,5	resource
S201,15	附近的裝置
K202,5	row
S202,10	附近互動
K203,5	alert-title
S203,18	「%@」想要尋找附近的裝置並與之互動
K204,3	nearby-interaction-allow-once
M205,5,3
K205,5	resource
S205,15	附近的裝置
K206,5	row
S206,10	附近互動
K207,5	alert-title
S207,18	「%@」想要尋找附近的裝置並與之互動
K208,3	tv-provider
M209,5,3
K209,5	resource
S209,15	電視業者帳號
K210,5	row
S210,10	電視業者
K211,5	alert-title
S211,18	「%@」想要取用你的電視業者帳號
K212,3	sensorkit
M213,5,3
K213,5	resource
S213,15	研究感測器與使用資料
K214,5	row
S214,10	研究感測器與使用資料
K215,5	alert-title
S215,18	「%@」想要取用研究感測器與使用資料
K216,3	identity
M217,5,3
K217,5	resource
S217,15	錢包中的身分證件
K218,5	row
S218,10	錢包
K219,5	alert-title
S219,18	「%@」想要驗證你的身分
K220,3	gamekit-friends
M221,5,3
K221,5	resource
S221,15	Game Center 好友
K222,5	row
S222,10	Game Center 好友
K223,5	alert-title
S223,18	「%@」想要取用你的 Game Center 好友
K224,3	financial-data
M225,5,3
K225,5	resource
S225,15	財務資料
K226,5	row
S226,10	錢包
K227,5	alert-title
S227,18	「%@」想要取用你的財務資料
K228,3	critical-messaging
M229,5,3
K229,5	resource
S229,15	重要訊息
K230,5	row
S230,10	重要訊息
K231,5	alert-title
S231,18	「%@」想要傳送重要訊息
K232,3	alarmkit
M233,5,3
K233,5	resource
S233,15	鬧鐘
K234,5	row
S234,10	鬧鐘與計時器
K235,5	alert-title
S235,18	「%@」想要設定鬧鐘與計時器
K236,3	voip
M237,5,3
K237,5	resource
S237,15	網路通話
K238,5	row
S238,10	VoIP
K239,5	alert-title
S239,18	「%@」想要在背景接收 VoIP 通話
K240,3	notifications
M241,5,3
K241,5	resource
S241,15	通知
K242,5	row
S242,10	通知
K243,5	alert-title
S243,18	「%@」想要傳送通知
K246,1	rules
M247,3,24
K247,3	script
S247,11	hant
K248,3	full-stops
Q248,15,3
S248,16	。
S248,21	！
S248,26	？
K249,3	closing-marks
Q249,18,4
S249,19	」
S249,24	』
S249,29	）
S249,34	”
K250,3	quotes
Q250,11,4
S250,12	「
S250,17	」
S250,22	『
S250,27	』
K251,3	foreign-quotes
Q251,19,2
S251,20	“
S251,25	”
K254,3	restating-hints
Q254,20,7
S254,21	權限
S254,25	許可
S254,29	同意
S254,33	授權
S254,37	允許
S254,41	存取權
S254,46	取用權
K256,3	restating-short-hints
Q256,26,6
S256,27	取用
S256,31	存取
S256,35	使用
S256,39	取得
S256,43	訪問
S256,47	獲取
K257,3	restating
Q258,5,6
S258,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S259,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S261,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S262,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S263,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S265,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
K266,3	reason-markers
Q266,19,24
S266,20	以便
S266,24	用於
S266,28	用來
S266,32	為了
S266,36	以
S266,39	來
S266,42	可以
S266,46	讓你
S266,50	讓您
S266,54	便於
S266,58	方便
S266,62	從而
S266,66	幫助
S266,70	例如
S266,74	比如
S267,5	如
S267,8	當
S267,11	時
S267,14	才能
S267,18	進行
S267,22	後，
S267,26	用作
S267,30	將
S267,33	把
K268,3	vague-phrases
Q268,18,18
S268,19	更好的體驗
S268,26	更好地體驗
S268,33	提升體驗
S268,39	提升使用者體驗
S268,48	優化體驗
S268,54	更佳體驗
S268,60	最佳體驗
S268,66	更好的服務
S269,5	提供更好
S269,11	更優質的服務
S269,19	改善體驗
S269,25	更流暢的體驗
S269,33	最佳…體驗
S269,40	最好…體驗
S269,47	提升…體驗
S269,54	更好…體驗
S269,61	優化…體驗
S269,68	改善…體驗
K270,3	placeholders
Q270,17,13
S270,18	TODO
S270,24	TBD
S270,29	FIXME
S270,36	XXX
S270,41	lorem ipsum
S270,54	待定
S270,58	待翻譯
S270,63	待翻译
S270,68	待補充
S270,73	佔位
S270,77	此處填寫
S270,83	翻譯中
S270,88	$(
K272,3	placeholder-values
Q272,23,11
S272,24	是
S272,27	否
S272,30	無
S272,33	描述
S272,37	說明
S272,41	用途說明
S272,47	權限說明
S272,53	使用說明
S272,59	文字
S272,63	測試
S272,67	允許
K274,3	doubled-words
Q274,18,13
S274,19	的
S274,22	你的
S274,26	您的
S274,30	我們的
S274,35	你
S274,38	您
S274,41	在
S274,44	是
S274,47	和
S274,50	與
S274,53	把
S274,56	將
S274,59	了
K276,3	read-words
Q276,15,13
S276,16	選擇
S276,20	選取
S276,24	上傳
S276,28	分享
S276,32	傳送
S276,36	瀏覽
S276,40	檢視
S276,44	查看
S276,48	讀取
S276,52	匯入
S276,56	辨識
S276,60	使用你的
S276,66	使用您的
K277,3	write-words
Q277,16,5
S277,17	儲存
S277,21	保存
S277,25	存入
S277,29	匯出
S277,33	寫入
K279,3	apple-names
M280,5,6
K280,5	面容 ID
S280,12	Face ID
K281,5	面容ID
S281,11	Face ID
K282,5	觸控 ID
S282,12	Touch ID
K283,5	觸控ID
S283,11	Touch ID
K284,5	FaceID
S284,13	Face ID
K285,5	TouchID
S285,14	Touch ID
K286,3	min-columns
S286,16	12
K287,3	max-columns
S287,16	140
K288,3	pronouns
Q288,13,2
S288,14	你
S288,17	您
K292,3	also-wrong-script
S292,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K295,3	regional-terms
M296,5,54
K296,5	訪問
S296,9	取用
K297,5	視頻
S297,9	影片
K298,5	用戶
S298,9	使用者
K299,5	信息
S299,9	資訊
K300,5	默認
S300,9	預設
K301,5	網絡
S301,9	網路
K302,5	軟件
S302,9	軟體
K303,5	硬件
S303,9	硬體
K304,5	設置
S304,9	設定
K305,5	數據
S305,9	資料
K306,5	設備
S306,9	裝置
K307,5	獲取
S307,9	取得
K308,5	攝像頭
S308,10	相機
K309,5	相冊
S309,9	相簿
K310,5	屏幕
S310,9	螢幕
K311,5	鼠標
S311,9	滑鼠
K312,5	內存
S312,9	記憶體
K313,5	登錄
S313,9	登入
K314,5	短信
S314,9	簡訊
K315,5	個性化
S315,10	個人化
K316,5	質量
S316,9	品質
K317,5	激活
S317,9	啟用
K318,5	服務器
S318,10	伺服器
K319,5	緩存
S319,9	快取
K320,5	二維碼
S320,10	QR 碼
K321,5	實時
S321,9	即時
K322,5	在線
S322,9	線上
K323,5	賬號
S323,9	帳號
K324,5	賬戶
S324,9	帳號
K325,5	菜單
S325,9	選單
K326,5	界面
S326,9	介面
K327,5	運行
S327,9	執行
K328,5	兼容
S328,9	相容
K329,5	搜索
S329,9	搜尋
K330,5	粘貼
S330,9	貼上
K331,5	打印
S331,9	列印
K332,5	刷新
S332,9	重新整理
K333,5	導出
S333,9	匯出
K334,5	導入
S334,9	匯入
K335,5	咪高風
S335,10	麥克風
K336,5	咪高峰
S336,10	麥克風
K337,5	後台
S337,9	背景
K338,5	應用程序
S338,11	應用程式
K339,5	當前
S339,9	目前
K340,5	添加
S340,9	新增
K341,5	保存
S341,9	儲存
K342,5	許可權
S342,10	權限
K343,5	本地網路
S343,11	區域網路
K344,5	位置訊息
S344,11	位置資訊
K345,5	音頻
S345,9	音訊
K346,5	插件
S346,9	外掛
K347,5	語音識別
S347,11	語音辨識
K348,5	人臉識別
S348,11	臉部辨識
K349,5	文字消息
S349,11	文字訊息
K351,3	regional-exceptions
Q351,24,2
S351,25	行動數據
S351,31	數據機
K354,3	draft-corrections
M355,5,3
K355,5	許可權
S355,10	權限
K356,5	訪問
S356,9	取用
K357,5	存取
S357,9	取用
K358,3	resources
M359,5,11
K359,5	camera
M359,13,2
K359,15	names
Q359,22,4
S359,23	相機
S359,27	攝像頭
S359,32	攝影機
S359,37	鏡頭
K359,42	related
Q359,51,11
S359,52	拍照
S359,56	拍攝
S359,60	掃描
S359,64	掃碼
S359,68	條碼
S359,72	QR
S359,76	影片
S359,80	錄影
S359,84	照片
S359,88	自拍
S359,92	錄製
K360,5	microphone
M360,17,2
K360,19	names
Q360,26,3
S360,27	麥克風
S360,32	咪高風
S360,37	咪高峰
K360,43	related
Q360,52,6
S360,53	錄音
S360,57	語音
S360,61	聲音
S360,65	通話
S360,69	錄製
S360,73	說話
K361,5	photos
M361,13,2
K361,15	names
Q361,22,4
S361,23	相簿
S361,27	相冊
S361,31	圖庫
S361,35	照片圖庫
K361,42	related
Q361,51,7
S361,52	照片
S361,56	圖片
S361,60	儲存
S361,64	保存
S361,68	桌布
S361,72	影片
S361,76	相片
K362,5	contacts
M362,15,2
K362,17	names
Q362,24,2
S362,25	聯絡人
S362,30	通訊錄
K362,36	related
Q362,45,4
S362,46	好友
S362,50	朋友
S362,54	邀請
S362,58	電話號碼
K363,5	calendars
M363,16,2
K363,18	names
Q363,25,2
S363,26	行事曆
S363,31	日曆
K363,36	related
Q363,45,5
S363,46	行程
S363,50	事件
S363,54	預約
S363,58	活動
S363,62	預訂
K364,5	reminders
M364,16,2
K364,18	names
Q364,25,1
S364,26	提醒事項
K364,33	related
Q364,42,3
S364,43	待辦
S364,47	任務
S364,51	提醒
K365,5	location
M365,15,2
K365,17	names
Q365,24,2
S365,25	位置
S365,29	定位
K365,34	related
Q365,43,7
S365,44	地圖
S365,48	附近
S365,52	導航
S365,56	所在
S365,60	城市
S365,64	天氣
S365,68	路線
K366,5	bluetooth
M366,16,2
K366,18	names
Q366,25,1
S366,26	藍牙
K366,31	related
Q366,40,5
S366,41	裝置
S366,45	設備
S366,49	配件
S366,53	連接
S366,57	配對
K367,5	health
M367,13,2
K367,15	names
Q367,22,2
S367,23	健康資料
S367,29	「健康」
K367,36	related
Q367,45,6
S367,46	運動
S367,50	步數
S367,54	心率
S367,58	睡眠
S367,62	體重
S367,66	血糖
K368,5	face-id
M368,14,2
K368,16	names
Q368,23,2
S368,24	Face ID
S368,33	FaceID
K368,42	related
Q368,51,5
S368,52	解鎖
S368,56	驗證
S368,60	登入
S368,64	身分
S368,68	身份
K369,5	speech-recognition
M369,25,2
K369,27	names
Q369,34,2
S369,35	語音辨識
S369,41	語音識別
K369,48	related
Q369,57,4
S369,58	聽寫
S369,62	轉寫
S369,66	語音
S369,70	轉錄

"""#
}
