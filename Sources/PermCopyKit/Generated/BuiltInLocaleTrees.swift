// swift-format-ignore-file
// Generated from locales/*.yml by permcopy-generate. Do not edit: change the locale files
// and run `swift run permcopy-generate`.

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
M10,1,14
K10,1	name
S10,7	English
K11,1	this-app
S11,11	this app
K12,1	quotes
M12,9,2
K12,11	open
S12,17	“
K12,22	close
S12,29	”
K13,1	full-stop
S13,12	.
K14,1	path-separator
S14,17	 > 
K18,1	purpose-app-as-subject
S18,25	^\\w+ (you|yourself)\\b|\\b(help|let|allow|enable|remind|show|notify|tell|alert|give|send|recommend)s? you\\b
K21,1	purpose-person-as-subject
S21,28	^(see|get|receive|enjoy|discover|find|watch|browse|hear|view|read|shop)\\b
K22,1	settings
M23,3,9
K23,3	app
S23,8	Settings
K24,3	privacy
M24,12,2
K24,14	ios15
S24,21	Privacy
K24,30	ios16
S24,37	Privacy & Security
K25,3	apps
S25,9	Apps
K26,3	precise-location
S26,21	Precise Location
K27,3	allow-notifications
S27,24	Allow Notifications
K28,3	health-all
S28,15	Turn On All
K29,3	screen-time
S29,16	Screen Time
K30,3	content-restrictions
S30,25	Content & Privacy Restrictions
K31,3	allow-requests
S31,19	Allow Apps to Request to Track
K34,1	your
M34,7,2
K34,9	possessive
S34,21	your 
K34,30	pronoun
S34,39	your
K36,1	list
M36,7,3
K36,9	separator
S36,20	, 
K36,26	and
S36,31	 and 
K36,40	or
S36,44	 or 
K38,1	buttons
M39,3,6
K39,3	open-settings
S39,18	Go to Settings
K40,3	not-now
S40,12	Not Now
K41,3	later
S41,10	Not Now
K42,3	open-now
S42,13	Turn On
K43,3	got-it
S43,11	OK
K44,3	continue
S44,13	Continue
K47,1	alert-buttons
M48,3,10
K48,3	deny
S48,9	Don’t Allow
K49,3	ok
S49,7	OK
K50,3	allow
S50,10	Allow
K51,3	allow-once
S51,15	Allow Once
K52,3	allow-while-using
S52,22	Allow While Using App
K53,3	select-photos
S53,18	Select Photos…
K54,3	allow-all-photos
S54,21	Allow Access to All Photos
K55,3	limit-access
S55,17	Limit Access…
K56,3	allow-full-access
S56,22	Allow Full Access
K57,3	ask-not-to-track
S57,21	Ask App Not to Track
K63,1	permissions
M64,3,42
K64,3	camera
M65,5,3
K65,5	resource
S65,15	camera
K66,5	row
S66,10	Camera
K67,5	alert-title
S67,18	“%@” Would Like to Access the Camera
K68,3	microphone
M69,5,3
K69,5	resource
S69,15	microphone
K70,5	row
S70,10	Microphone
K71,5	alert-title
S71,18	“%@” Would Like to Access the Microphone
K72,3	photo-library
M73,5,5
K73,5	selected
S73,15	the photos you selected
K74,5	resource
S74,15	photo library
K75,5	row
S75,10	Photos
K76,5	choice
M76,13,2
K76,15	ios15
S76,22	All Photos
K76,34	ios17
S76,41	Full Access
K77,5	alert-title
M77,18,2
K77,20	ios15
S77,27	“%@” Would Like to Access Your Photos
K77,66	ios18
S77,73	“%@” would like full access to your Photo Library.
K78,3	photo-library-add
M79,5,4
K79,5	resource
S79,15	photo library
K80,5	row
S80,10	Photos
K81,5	choice
S81,13	Add Photos Only
K82,5	alert-title
S82,18	“%@” Would Like to Add to your Photos
K83,3	contacts
M84,5,5
K84,5	selected
S84,15	the contacts you selected
K85,5	resource
S85,15	contacts
K86,5	row
S86,10	Contacts
K87,5	choice
S87,13	Full Access
K88,5	alert-title
S88,18	“%@” Would Like to Access Your Contacts
K89,3	calendars
M90,5,3
K90,5	resource
S90,15	calendar
K91,5	row
S91,10	Calendars
K92,5	alert-title
S92,18	“%@” Would Like to Access Your Calendar
K93,3	calendars-full-access
M94,5,4
K94,5	resource
S94,15	calendar
K95,5	row
S95,10	Calendars
K96,5	choice
S96,13	Full Access
K97,5	alert-title
S97,18	“%@” Would Like Full Access to Your Calendar
K98,3	calendars-write-only
M99,5,4
K99,5	resource
S99,15	calendar
K100,5	row
S100,10	Calendars
K101,5	choice
S101,13	Add Events Only
K102,5	alert-title
S102,18	“%@” Would Like to Add Events to Your Calendar
K103,3	reminders
M104,5,3
K104,5	resource
S104,15	reminders
K105,5	row
S105,10	Reminders
K106,5	alert-title
S106,18	“%@” Would Like to Access Your Reminders
K107,3	reminders-full-access
M108,5,3
K108,5	resource
S108,15	reminders
K109,5	row
S109,10	Reminders
K110,5	alert-title
S110,18	“%@” Would Like Full Access to Your Reminders
K111,3	location-when-in-use
M112,5,6
K112,5	name
S112,11	Location
K113,5	resource
S113,15	location
K114,5	row
S114,10	Location
K115,5	privacy-row
S115,18	Location Services
K116,5	choice
S116,13	While Using the App
K117,5	alert-title
S117,18	Allow “%@” to use your location?
K118,3	location-always
M119,5,6
K119,5	name
S119,11	Location
K120,5	resource
S120,15	location
K121,5	row
S121,10	Location
K122,5	privacy-row
S122,18	Location Services
K123,5	choice
S123,13	Always
K124,5	alert-title
S124,18	Allow “%@” to use your location?
K125,3	location-always-legacy
M126,5,5
K126,5	resource
S126,15	location
K127,5	row
S127,10	Location
K128,5	privacy-row
S128,18	Location Services
K129,5	choice
S129,13	Always
K130,5	alert-title
S130,18	Allow “%@” to access your location even when you are not using the app?
K131,3	location-legacy
M132,5,5
K132,5	resource
S132,15	location
K133,5	row
S133,10	Location
K134,5	privacy-row
S134,18	Location Services
K135,5	choice
S135,13	While Using the App
K136,5	alert-title
S136,18	“%@” Would Like To Use Your Current Location
K137,3	bluetooth
M138,5,3
K138,5	resource
S138,15	Bluetooth
K139,5	row
S139,10	Bluetooth
K140,5	alert-title
S140,18	“%@” Would Like to Use Bluetooth
K141,3	bluetooth-peripheral
M142,5,3
K142,5	resource
S142,15	Bluetooth
K143,5	row
S143,10	Bluetooth
K144,5	alert-title
S144,18	“%@” Would Like to Use Bluetooth
K145,3	bluetooth-while-in-use
M146,5,3
K146,5	resource
S146,15	Bluetooth
K147,5	row
S147,10	Bluetooth
K148,5	alert-title
S148,18	“%@” would like to use Bluetooth while it is in use
K149,3	motion
M150,5,3
K150,5	resource
S150,15	motion and fitness activity
K151,5	row
S151,10	Motion & Fitness
K152,5	alert-title
S152,18	“%@” Would Like to Access Your Motion & Fitness Activity
K153,3	fall-detection
M154,5,3
K154,5	resource
S154,15	fall detection
K155,5	row
S155,10	Fall Detection
K156,5	alert-title
S156,18	“%@” Would Like to Use Fall Detection
K157,3	speech-recognition
M158,5,3
K158,5	resource
S158,15	speech recognition
K159,5	row
S159,10	Speech Recognition
K160,5	alert-title
S160,18	“%@” Would Like to Access Speech Recognition
K161,3	siri
M162,5,3
K162,5	resource
S162,15	Siri
K163,5	row
S163,10	Siri
K164,5	alert-title
S164,18	Would You Like to Use “%@” with Siri?
K165,3	media-library
M166,5,3
K166,5	resource
S166,15	media library
K167,5	row
S167,10	Media & Apple Music
K168,5	alert-title
S168,18	“%@” would like to access Apple Music, your music and video activity, and your media library.
K169,3	homekit
M170,5,3
K170,5	resource
S170,15	Home data
K171,5	row
S171,10	HomeKit
K172,5	alert-title
S172,18	“%@” Would Like to Access Your Home Data
K173,3	health-share
M174,5,3
K174,5	resource
S174,15	Health data
K175,5	row
S175,10	Health
K176,5	alert-title
S176,18	“%@” Would Like to Access Your Health Data
K177,3	health-update
M178,5,3
K178,5	resource
S178,15	Health data
K179,5	row
S179,10	Health
K180,5	alert-title
S180,18	Allow “%@” to update your health data.
K181,3	health-records
M182,5,3
K182,5	resource
S182,15	health records
K183,5	row
S183,10	Health
K184,5	alert-title
S184,18	“%@” Would Like to Access Your Health Records
K185,3	face-id
M186,5,5
K186,5	resource
S186,15	Face ID
K187,5	row
S187,10	Face ID
K188,5	alert-title
S188,18	Do you want to allow “%@” to use Face ID?
K189,5	privacy-parent
S189,21	Face ID & Passcode
K190,5	privacy-row
S190,18	Other Apps
K191,3	nfc
M192,5,3
K192,5	resource
S192,15	NFC reader
K193,5	row
S193,10	NFC
K194,5	alert-title
S194,18	Ready to Scan
K195,3	tracking
M196,5,5
K196,5	name
S196,11	Tracking
K197,5	resource
S197,15	activity across other companies’ apps and websites
K198,5	row
S198,10	Allow Tracking
K199,5	privacy-row
S199,18	Tracking
K200,5	alert-title
S200,18	Allow “%@” to track your activity across other companies’ apps and websites?
K201,3	local-network
M202,5,3
K202,5	resource
S202,15	local network
K203,5	row
S203,10	Local Network
K204,5	alert-title
S204,18	“%@” would like to find and connect to devices on your local network
K205,3	focus-status
M206,5,3
K206,5	resource
S206,15	Focus status
K207,5	row
S207,10	Focus
K208,5	alert-title
S208,18	“%@” Would Like to Access Your Focus Status
K209,3	nearby-interaction
M210,5,4
K210,5	resource
S210,15	nearby devices
K211,5	object
S211,13	nearby devices
K212,5	row
S212,10	Nearby Interactions
K213,5	alert-title
S213,18	“%@” Would Like to Find and Interact with Nearby Devices
K214,3	nearby-interaction-allow-once
M215,5,4
K215,5	resource
S215,15	nearby devices
K216,5	object
S216,13	nearby devices
K217,5	row
S217,10	Nearby Interactions
K218,5	alert-title
S218,18	“%@” Would Like to Find and Interact with Nearby Devices
K219,3	tv-provider
M220,5,3
K220,5	resource
S220,15	TV provider account
K221,5	row
S221,10	TV Provider
K222,5	alert-title
S222,18	“%@” Would Like to Access Your TV Provider Account
K223,3	sensorkit
M224,5,3
K224,5	resource
S224,15	research sensor and usage data
K225,5	row
S225,10	Research Sensor & Usage Data
K226,5	alert-title
S226,18	“%@” Would Like to Access Research Sensor & Usage Data
K227,3	identity
M228,5,3
K228,5	resource
S228,15	ID in Wallet
K229,5	row
S229,10	Wallet
K230,5	alert-title
S230,18	“%@” Would Like to Verify Your Identity
K231,3	gamekit-friends
M232,5,3
K232,5	resource
S232,15	Game Center friends
K233,5	row
S233,10	Game Center Friends
K234,5	alert-title
S234,18	“%@” Would Like to Access Your Game Center Friends
K235,3	financial-data
M236,5,3
K236,5	resource
S236,15	financial data
K237,5	row
S237,10	Wallet
K238,5	alert-title
S238,18	“%@” Would Like to Access Your Financial Data
K239,3	critical-messaging
M240,5,4
K240,5	resource
S240,15	critical messages
K241,5	object
S241,13	critical messaging
K242,5	row
S242,10	Critical Messages
K243,5	alert-title
S243,18	“%@” Would Like to Send Critical Messages
K244,3	alarmkit
M245,5,4
K245,5	resource
S245,15	alarms
K246,5	object
S246,13	alarms and timers
K247,5	row
S247,10	Alarms & Timers
K248,5	alert-title
S248,18	“%@” Would Like to Schedule Alarms and Timers
K249,3	voip
M250,5,3
K250,5	resource
S250,15	VoIP calls
K251,5	row
S251,10	VoIP
K252,5	alert-title
S252,18	“%@” Would Like to Receive VoIP Calls in the Background
K253,3	notifications
M254,5,3
K254,5	resource
S254,15	notifications
K255,5	row
S255,10	Notifications
K256,5	alert-title
S256,18	“%@” Would Like to Send You Notifications
K259,1	rules
M260,3,23
K260,3	script
S260,11	latin
K261,3	full-stops
Q261,15,3
S261,16	.
S261,21	!
S261,26	?
K262,3	closing-marks
Q262,18,4
S262,19	”
S262,24	’
S262,29	)
S262,34	"
K268,3	restating-hints
Q268,20,23
S268,21	need
S268,27	require
S268,36	want
S268,42	would like
S268,54	request
S268,63	ask for
S268,72	access
S268,80	permission
S268,92	allow
S268,99	grant
S268,106	enable
S268,114	give
S269,5	 not 
S269,14	n't 
S269,22	never
S269,29	plugin
S269,37	sdk
S269,42	library
S269,51	framework
S269,62	module
S269,70	package
S269,79	dependency
S269,91	compatibility
K271,3	restating-short-hints
Q271,26,5
S271,27	access
S271,35	use
S271,40	permission
S271,52	when in use
S271,65	always
K272,3	restating
Q273,5,14
S273,7	\\b(needs?|requires?|wants?|would like|requests?|asks? for)( to)?( (get|have|use|access))?( your| the)?( (?!to\\b)\\w+){0,3}? (access|permission)s?\\b
S274,7	\\b(needs?|requires?|wants?|would like|requests?) (to )?(access|use)( to)?( your| the)?( \\w+){0,2}?\\b
S275,7	\\b(allow|grant|enable|give) (\\w+ )?(access|permissions?)( to)?( your| the)?( \\w+){0,2}?\\b
S276,7	^(access|permission) (to|for)( your| the)?( \\w+){0,3}[.!]?$
S277,7	^(to )?(access|use)( your| the)?( \\w+){0,3}[.!]?$
S279,7	\\b(whether to )?(please )?(allow|let) (\\w+ ){0,2}(to )?(access|use|get|read|know)( your| the| this device's| this iphone's)?( \\w+){0,2}?[.!?]?$
S281,7	^(please )?(enable|turn on|allow) (\\w+ ){1,2}to (access|use|get|read)( your| the)?( \\w+){0,3}?[.!]?$
S283,7	\\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \\w+){0,2}?)?\\b
S285,7	\\b(does not|doesn't|do not|don't|will not|won't|never) (use|access|need|require|record|collect)( any| the| your)?( \\w+){0,2}?\\b
S286,7	\\b(access|permission)s? (is |are )?(required|needed|necessary)\\b
S289,7	^(needs?|requires?) (your |the )?(current )?(location|camera|microphone|photos?|contacts|bluetooth|motion)( data)?( access)?( when in use| always( and when in use)?)?[.!]?$
S290,7	^(always|when in use|always and when in use|while using the app)[.!]?$
S292,7	\\b(for|by|in) (the |this |a |our )?([\\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\\b
S294,7	\\b(only )?(declared |required |needed |here )?(only )?for (system |ios |platform )?compatibility( only| reasons)?\\b
K297,3	passive
Q298,5,1
S298,7	\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b
K301,3	passive-hints
Q301,18,8
S301,19	used
S301,25	collected
S301,36	shared
S301,44	accessed
S301,54	processed
S301,65	analyzed
S301,75	analysed
S301,85	tracked
K302,3	passive-agents
Q302,19,6
S302,20	 we 
S302,28	 we'
S302,36	 our 
S302,45	 us 
S302,53	 uses 
S302,63	 use 
K304,3	passive-assurances
Q304,23,13
S304,24	never uploaded
S304,40	never stored
S304,54	never saved
S304,67	never leaves
S304,81	never leave
S304,94	not uploaded
S304,108	not stored
S304,120	not saved
S304,131	not shared
S304,143	stays on your
S304,158	stay on your
S304,172	only on your device
S304,193	only on this device
K307,3	passive-concerns
Q307,21,15
S307,22	 ads
S307,30	advertis
S307,40	marketing
S307,51	partner
S307,60	third part
S307,72	third-part
S307,84	analytics
S307,95	personaliz
S307,107	personalis
S307,119	improve
S307,128	enhance
S307,137	optimi
S307,145	research
S307,155	sold to
S307,164	sell
K308,3	reason-markers
Q308,19,24
S308,20	 to 
S308,28	 so 
S308,36	 for 
S308,45	because
S308,56	 when 
S308,66	 while 
S308,77	 lets 
S308,87	 allows 
S309,5	 helps 
S309,16	 by 
S309,24	 in order
S309,37	e.g.
S309,45	for example
S309,60	such as
S309,71	 used 
S309,81	 uses 
S309,91	 if 
S310,5	 can 
S310,14	(
S310,19	 from 
S310,29	 into 
S310,39	 with 
S310,49	 on 
S310,57	 in 
K313,3	no-reason-words
Q313,20,78
S313,21	this
S313,27	that
S313,33	these
S313,40	app
S313,45	application
S313,58	the
S313,63	a
S313,66	an
S313,70	your
S313,76	you
S313,81	we
S313,85	us
S313,89	our
S313,94	it
S313,98	its
S313,103	is
S313,107	are
S313,112	be
S313,116	been
S313,122	will
S313,128	would
S313,135	could
S313,142	like
S313,148	want
S313,154	wants
S313,161	need
S313,167	needs
S313,174	needed
S313,182	require
S313,191	requires
S313,201	required
S313,211	necessary
S313,222	access
S313,230	permission
S313,242	permissions
S313,255	allow
S313,262	allows
S313,270	let
S313,275	lets
S313,281	please
S313,289	grant
S313,296	enable
S313,304	give
S313,310	get
S313,315	consent
S313,324	use
S313,329	uses
S313,335	used
S313,341	using
S313,348	to
S313,352	for
S313,357	in
S313,361	of
S313,365	and
S313,370	or
S313,374	with
S313,380	on
S313,384	by
S313,388	from
S313,394	so
S313,398	can
S313,403	may
S313,408	only
S313,414	some
S313,420	certain
S313,429	feature
S313,438	features
S313,448	function
S313,458	functions
S313,469	functionality
S313,484	properly
S313,494	correctly
S313,505	work
S313,511	works
S313,518	working
S313,527	information
S313,540	info
S313,546	data
K314,3	vague-phrases
Q314,18,28
S314,19	better experience
S314,38	improve your experience
S314,63	enhance your experience
S315,5	best experience
S315,22	improved experience
S315,43	better user experience
S315,67	optimal experience
S316,5	better service
S316,21	improve our service
S316,42	improve our services
S316,64	enhance the app
S317,5	best … experience
S317,24	make the app … better
S317,47	enhance … experience
S317,69	improve … experience
S318,5	better … experience
S318,26	more personalized experience
S318,56	better search result
S318,78	better ads
S319,5	-related features
S319,24	-related functions
S319,44	related functions and services
S319,76	improve app usage
S320,5	improve the app
S320,22	improve our app
S320,39	improve this app
S320,57	improve the service
S321,5	improve our products
K322,3	placeholders
Q322,17,8
S322,18	TODO
S322,24	TBD
S322,29	FIXME
S322,36	XXX
S322,41	lorem ipsum
S322,54	placeholder text
S322,72	translate me
S322,86	$(
K324,3	placeholder-values
Q324,23,13
S324,24	yes
S324,29	no
S324,33	none
S324,39	n/a
S324,46	description
S324,59	usage description
S324,78	purpose
S324,87	text
S324,93	string
S324,101	value
S324,108	test
S324,114	-
S324,119	...
K326,3	doubled-words
Q326,18,17
S326,19	the
S326,24	a
S326,27	an
S326,31	to
S326,35	of
S326,39	your
S326,45	you
S326,50	in
S326,54	on
S326,58	for
S326,63	and
S326,68	with
S326,74	is
S326,78	will
S326,84	can
S326,89	this
S326,95	that's
K330,3	read-words
Q330,15,35
S330,16	choose
S330,24	choosing
S330,34	pick
S330,40	picking
S330,49	select
S330,57	selecting
S330,68	load
S330,74	loading
S330,83	upload
S330,91	uploading
S330,102	attach
S330,110	attaching
S330,121	send
S330,127	sending
S330,136	share
S330,143	sharing
S330,152	browse
S330,160	browsing
S330,170	view
S330,176	viewing
S330,185	import
S330,193	importing
S330,204	read
S330,210	reading
S330,219	identify
S330,229	set as
S330,237	use your
S330,247	using your
S330,259	sync
S330,265	syncing
S330,274	synchronize
S330,287	track
S330,294	tracking
S330,304	monitor
S330,313	monitoring
K331,3	write-words
Q331,16,13
S331,17	save
S331,23	saving
S331,31	store
S331,38	storing
S331,47	export
S331,55	exporting
S331,66	download
S331,76	downloading
S331,89	write
S331,96	writing
S331,105	sync
S331,111	syncing
S331,120	synchronize
K333,3	apple-names
M334,5,2
K334,5	FaceID
S334,13	Face ID
K335,5	TouchID
S335,14	Touch ID
K336,3	min-columns
S336,16	20
K337,3	max-columns
S337,16	200
K338,3	resources
M339,5,11
K339,5	camera
M339,13,3
K339,15	names
Q339,22,1
S339,23	camera
K339,32	related
Q339,41,8
S339,42	photo
S339,49	picture
S339,58	video
S339,65	scan
S339,71	QR
S339,75	selfie
S339,83	record
S339,91	film
K340,7	does
Q340,13,21
S340,14	take photos
S340,27	take a photo
S340,41	take photo
S340,53	take pictures
S340,68	take a picture
S340,84	take picture
S340,98	take videos
S340,111	take a video
S340,125	take photos and videos
S340,149	record video
S340,163	record videos
S340,178	record a video
S340,194	capture photos
S340,210	capture a photo
S340,227	capture images
S340,243	capture video
S340,258	capture videos
S340,274	use the camera
S340,290	use your camera
S340,307	access the camera
S340,326	access your camera
K341,5	microphone
M341,17,3
K341,19	names
Q341,26,1
S341,27	microphone
K341,40	related
Q341,49,8
S341,50	record
S341,58	voice
S341,65	audio
S341,72	sound
S341,79	speak
S341,86	talk
S341,92	call
S341,98	dictat
K342,7	does
Q342,13,12
S342,14	record audio
S342,28	record sound
S342,42	record sounds
S342,57	record your voice
S342,76	record voice
S342,90	capture audio
S342,105	capture sound
S342,120	audio recording
S342,137	use the microphone
S342,157	use your microphone
S342,178	access the microphone
S342,201	access your microphone
K343,5	photos
M343,13,3
K343,15	names
Q343,22,3
S343,23	photo library
S343,38	photo album
S343,51	camera roll
K343,65	related
Q343,74,6
S343,75	photo
S343,82	picture
S343,91	image
S343,98	save
S343,104	video
S343,111	wallpaper
K344,7	does
Q344,13,34
S344,14	access photos
S344,29	access your photos
S344,49	access the photo library
S344,75	access your photo library
S344,102	save photos
S344,115	save images
S344,128	save pictures
S344,143	save videos
S344,156	save photos and videos
S344,180	save to your photo library
S344,208	save to the photo library
S344,235	use your photos
S344,252	use the photo library
S344,275	select photos
S344,290	select a photo
S344,306	choose photos
S344,321	choose a photo
S344,337	pick photos
S344,350	pick a photo
S344,364	select images
S344,379	choose images
S344,394	add photos to your device
S344,421	add photos to your photo library
S344,455	add photos to the photo library
S344,488	write pictures into your album
S344,520	write photos into your album
S344,550	write pictures to your album
S344,580	write images to your album
S344,608	write pictures
S344,624	write photos
S344,638	write images
S344,652	add pictures to your album
S344,680	save photos to your device
S344,708	save to your device
K345,5	contacts
M345,15,3
K345,17	names
Q345,24,2
S345,25	contacts
S345,35	address book
K345,50	related
Q345,59,4
S345,60	friend
S345,68	people
S345,76	invite
S345,84	phone number
K346,7	does
Q346,13,5
S346,14	access your contacts
S346,36	access contacts
S346,53	read your contacts
S346,73	read contacts
S346,88	use your contacts
K347,5	calendars
M347,16,3
K347,18	names
Q347,25,1
S347,26	calendar
K347,37	related
Q347,46,4
S347,47	event
S347,54	schedule
S347,64	booking
S347,73	appointment
K348,7	does
Q348,13,5
S348,14	access your calendar
S348,36	access your calendars
S348,59	access the calendar
S348,80	read your calendar
S348,100	read your calendars
K349,5	reminders
M349,16,3
K349,18	names
Q349,25,1
S349,26	reminders
K349,38	related
Q349,47,3
S349,48	to-do
S349,55	task
S349,61	remind
K350,7	does
Q350,13,2
S350,14	access your reminders
S350,37	read your reminders
K351,5	location
M351,15,3
K351,17	names
Q351,24,2
S351,25	location
S351,35	GPS
K351,41	related
Q351,50,7
S351,51	map
S351,56	nearby
S351,64	where
S351,71	city
S351,77	route
S351,84	direction
S351,95	weather
K352,7	does
Q352,13,11
S352,14	get your location
S352,33	get your current location
S352,60	get location
S352,74	obtain your location
S352,96	know your location
S352,116	know where you are
S352,136	determine your location
S352,161	find your location
S352,181	access your location
S352,203	use your location
S352,222	use location
K353,5	bluetooth
M353,16,3
K353,18	names
Q353,25,1
S353,26	Bluetooth
K353,38	related
Q353,47,4
S353,48	device
S353,56	accessor
S353,66	connect
S353,75	pair
K354,7	does
Q354,13,6
S354,14	use bluetooth
S354,29	access bluetooth
S354,47	connect to bluetooth
S354,69	connect to bluetooth devices
S354,99	discover bluetooth devices
S354,127	scan for bluetooth devices
K355,5	health
M355,13,3
K355,15	names
Q355,22,2
S355,23	Health app
S355,35	health data
K355,49	related
Q355,58,7
S355,59	workout
S355,68	step
S355,74	heart
S355,81	sleep
S355,88	weight
S355,96	glucose
S355,105	insulin
K356,7	does
Q356,13,7
S356,14	read your health data
S356,37	read health data
S356,55	write health data
S356,74	save health data
S356,92	save your health data
S356,115	access your health data
S356,140	access health data
K357,5	face-id
M357,14,3
K357,16	names
Q357,23,2
S357,24	Face ID
S357,33	FaceID
K357,42	related
Q357,51,5
S357,52	unlock
S357,60	authenticat
S357,73	sign in
S357,82	log in
S357,90	verify
K358,7	does
Q358,13,5
S358,14	use face id
S358,27	authenticate with face id
S358,54	authenticate you
S358,72	authenticate
S358,86	authentication
K359,5	speech-recognition
M359,25,3
K359,27	names
Q359,34,1
S359,35	speech recognition
K359,56	related
Q359,65,4
S359,66	dictat
S359,74	transcri
S359,84	voice
S359,91	speech
K360,7	does
Q360,13,6
S360,14	recognize speech
S360,32	recognise speech
S360,50	transcribe speech
S360,69	use speech recognition
S360,93	speech recognition
S360,113	speech to text

"""#

  private static let localeZhHK = #"""
M11,1,16
K11,1	name
S11,7	繁體中文（香港）
K12,1	this-app
S12,11	本 App
K13,1	quotes
M13,9,2
K13,11	open
S13,17	「
K13,22	close
S13,29	」
K14,1	full-stop
S14,12	。
K15,1	path-separator
S15,17	>
K16,1	latin-spacing
S16,16	space
K20,1	purpose-app-as-subject
S20,25	(提醒|通知|幫助|幫|讓|告訴|推薦)(你|您)(?!的|們)
K22,1	purpose-person-as-subject
S22,28	^(看到|看見|收到|接收|獲得|發現|瀏覽|享受|查看|找到)
K25,1	trigger-notes
M26,3,13
K26,3	first use of a camera capture input
S26,42	首次使用相機擷取輸入時
K27,3	on iOS 8–10
S27,18	（iOS 8–10）
K28,3	Core Location on iOS 6–7
S28,31	iOS 6–7 上的 Core Location
K29,3	Core Bluetooth on iOS 12 and earlier
S29,43	iOS 12 及更早版本上的 Core Bluetooth
K30,3	Core Bluetooth
S30,21	Core Bluetooth
K31,3	for read types
S31,21	（讀取的資料類型）
K32,3	for share types
S32,22	（寫入的資料類型）
K33,3	for clinical record types
S33,32	（臨床記錄類型）
K34,3	first Bonjour browse or advertise
S34,40	首次透過 Bonjour 瀏覽或廣播時
K35,3	first connection to a local address
S35,42	首次連線至區域網絡位址時
K36,3	on iOS 14
S36,16	（iOS 14）
K37,3	critical messaging (SMS)
S37,31	重要訊息（短訊）
K38,3	VoIP
S38,11	網絡通話（VoIP）
K40,1	settings
M41,3,9
K41,3	app
S41,8	設定
K42,3	privacy
M42,12,2
K42,14	ios15
S42,21	私隱
K42,25	ios16
S42,32	私隱與保安
K43,3	apps
S43,9	App
K44,3	precise-location
S44,21	精確位置
K45,3	allow-notifications
S45,24	允許通知
K46,3	health-all
S46,15	全部開啟
K47,3	screen-time
S47,16	螢幕使用時間
K48,3	content-restrictions
S48,25	內容與私隱限制
K49,3	allow-requests
S49,19	允許 App 要求追蹤
K52,1	your
M52,7,2
K52,9	possessive
S52,21	你的
K52,25	pronoun
S52,34	你
K54,1	list
M54,7,3
K54,9	separator
S54,20	、
K54,23	and
S54,28	和
K54,31	or
S54,35	或
K56,1	buttons
M57,3,6
K57,3	open-settings
S57,18	前往設定
K58,3	not-now
S58,12	稍後再說
K59,3	later
S59,10	稍後開啟
K60,3	open-now
S60,13	立即開啟
K61,3	got-it
S61,11	知道了
K62,3	continue
S62,13	繼續
K64,1	alert-buttons
M65,3,10
K65,3	deny
S65,9	不允許
K66,3	ok
S66,7	好
K67,3	allow
S67,10	允許
K68,3	allow-once
S68,15	允許一次
K69,3	allow-while-using
S69,22	使用 App 時允許
K70,3	select-photos
S70,18	選擇相片⋯
K71,3	allow-all-photos
S71,21	允許取用所有相片
K72,3	limit-access
S72,17	限制取用⋯
K73,3	allow-full-access
S73,22	允許完整取用
K74,3	ask-not-to-track
S74,21	要求 App 不要追蹤
K76,1	permissions
M77,3,42
K77,3	camera
M78,5,3
K78,5	resource
S78,15	相機
K79,5	row
S79,10	相機
K80,5	alert-title
S80,18	「%@」要取用相機
K81,3	microphone
M82,5,3
K82,5	resource
S82,15	咪高風
K83,5	row
S83,10	咪高風
K84,5	alert-title
S84,18	「%@」要取用咪高風
K85,3	photo-library
M86,5,5
K86,5	selected
S86,15	你選取的相片
K87,5	resource
S87,15	相片
K88,5	row
S88,10	相片
K89,5	choice
M89,13,2
K89,15	ios15
S89,22	所有相片
K89,28	ios17
S89,35	完整取用
K90,5	alert-title
S90,18	「%@」要取用你的相片
K91,3	photo-library-add
M92,5,4
K92,5	resource
S92,15	相片
K93,5	row
S93,10	相片
K94,5	choice
S94,13	只限加入相片
K95,5	alert-title
S95,18	「%@」想加入你的「相片」
K96,3	contacts
M97,5,5
K97,5	selected
S97,15	你選取的聯絡人
K98,5	resource
S98,15	通訊錄
K99,5	row
S99,10	通訊錄
K100,5	choice
S100,13	完整取用
K101,5	alert-title
S101,18	「%@」要取用通訊錄
K102,3	calendars
M103,5,3
K103,5	resource
S103,15	日曆
K104,5	row
S104,10	日曆
K105,5	alert-title
S105,18	「%@」要取用你的日曆
K106,3	calendars-full-access
M107,5,4
K107,5	resource
S107,15	日曆
K108,5	row
S108,10	日曆
K109,5	choice
S109,13	完整取用
K110,5	alert-title
S110,18	「%@」要完整取用你的日曆
K111,3	calendars-write-only
M112,5,4
K112,5	resource
S112,15	日曆
K113,5	row
S113,10	日曆
K114,5	choice
S114,13	只限加入行程
K115,5	alert-title
S115,18	「%@」想將行程加入你的日曆
K116,3	reminders
M117,5,3
K117,5	resource
S117,15	提醒事項
K118,5	row
S118,10	提醒事項
K119,5	alert-title
S119,18	「%@」要取用你的提醒事項
K120,3	reminders-full-access
M121,5,3
K121,5	resource
S121,15	提醒事項
K122,5	row
S122,10	提醒事項
K123,5	alert-title
S123,18	「%@」要完整取用你的提醒事項
K124,3	location-when-in-use
M125,5,5
K125,5	resource
S125,15	位置
K126,5	row
S126,10	位置
K127,5	privacy-row
S127,18	定位服務
K128,5	choice
S128,13	使用 App 時
K129,5	alert-title
S129,18	允許「%@」取用你的位置嗎？
K130,3	location-always
M131,5,5
K131,5	resource
S131,15	位置
K132,5	row
S132,10	位置
K133,5	privacy-row
S133,18	定位服務
K134,5	choice
S134,13	總是
K135,5	alert-title
S135,18	允許「%@」取用你的位置嗎？
K136,3	location-always-legacy
M137,5,5
K137,5	resource
S137,15	位置
K138,5	row
S138,10	位置
K139,5	privacy-row
S139,18	定位服務
K140,5	choice
S140,13	總是
K141,5	alert-title
S141,18	允許「%@」在你未使用 App 時取用你的位置嗎？
K142,3	location-legacy
M143,5,5
K143,5	resource
S143,15	位置
K144,5	row
S144,10	位置
K145,5	privacy-row
S145,18	定位服務
K146,5	choice
S146,13	使用 App 時
K147,5	alert-title
S147,18	「%@」要使用你目前的位置
K148,3	bluetooth
M149,5,3
K149,5	resource
S149,15	藍牙
K150,5	row
S150,10	藍牙
K151,5	alert-title
S151,18	「%@」想使用藍牙
K152,3	bluetooth-peripheral
M153,5,3
K153,5	resource
S153,15	藍牙
K154,5	row
S154,10	藍牙
K155,5	alert-title
S155,18	「%@」想使用藍牙
K156,3	bluetooth-while-in-use
M157,5,3
K157,5	resource
S157,15	藍牙
K158,5	row
S158,10	藍牙
K159,5	alert-title
S159,18	「%@」想在使用期間使用藍牙
K160,3	motion
M161,5,3
K161,5	resource
S161,15	動作與健身資料
K162,5	row
S162,10	動作與健身
K163,5	alert-title
S163,18	「%@」要取用你的動作與健身記錄
K164,3	fall-detection
M165,5,3
K165,5	resource
S165,15	跌倒偵測
K166,5	row
S166,10	跌倒偵測
K167,5	alert-title
S167,18	「%@」想使用跌倒偵測
K168,3	speech-recognition
M169,5,3
K169,5	resource
S169,15	語音識別
K170,5	row
S170,10	語音識別
K171,5	alert-title
S171,18	「%@」要取用語音識別
K172,3	siri
M173,5,3
K173,5	resource
S173,15	Siri
K174,5	row
S174,10	Siri
K175,5	alert-title
S175,18	你要將「%@」與 Siri 配合使用嗎？
K176,3	media-library
M177,5,3
K177,5	resource
S177,15	媒體資料庫
K178,5	row
S178,10	媒體與 Apple Music
K179,5	alert-title
S179,18	「%@」想取用 Apple Music、你的音樂與影片活動和你的媒體資料庫
K180,3	homekit
M181,5,3
K181,5	resource
S181,15	家居資料
K182,5	row
S182,10	HomeKit
K183,5	alert-title
S183,18	「%@」要取用你的家居資料
K184,3	health-share
M185,5,3
K185,5	resource
S185,15	健康資料
K186,5	row
S186,10	健康
K187,5	alert-title
S187,18	「%@」要取用你的健康資料
K188,3	health-update
M189,5,3
K189,5	resource
S189,15	健康資料
K190,5	row
S190,10	健康
K191,5	alert-title
S191,18	允許「%@」更新你的健康資料。
K192,3	health-records
M193,5,3
K193,5	resource
S193,15	健康記錄
K194,5	row
S194,10	健康
K195,5	alert-title
S195,18	「%@」要取用你的健康記錄
K196,3	face-id
M197,5,5
K197,5	resource
S197,15	Face ID
K198,5	row
S198,10	Face ID
K199,5	alert-title
S199,18	你允許「%@」使用 Face ID 嗎？
K200,5	privacy-parent
S200,21	Face ID 與密碼
K201,5	privacy-row
S201,18	其他 App
K202,3	nfc
M203,5,3
K203,5	resource
S203,15	NFC 讀取器
K204,5	row
S204,10	NFC
K205,5	alert-title
S205,18	準備掃描
K206,3	tracking
M207,5,5
K207,5	name
S207,11	追蹤
K208,5	resource
S208,15	你在其他公司的 App 和網站上的活動
K209,5	row
S209,10	允許追蹤
K210,5	privacy-row
S210,18	追蹤
K211,5	alert-title
S211,18	允許「%@」追蹤你在其他公司的 App 和網站上的活動嗎？
K212,3	local-network
M213,5,3
K213,5	resource
S213,15	區域網絡
K214,5	row
S214,10	區域網絡
K215,5	alert-title
S215,18	「%@」想尋找並連接你區域網絡上的裝置
K216,3	focus-status
M217,5,3
K217,5	resource
S217,15	專注模式狀態
K218,5	row
S218,10	專注模式
K219,5	alert-title
S219,18	「%@」要取用你的專注模式狀態
K220,3	nearby-interaction
M221,5,4
K221,5	resource
S221,15	附近的裝置
K222,5	object
S222,13	附近的裝置
K223,5	row
S223,10	附近互動
K224,5	alert-title
S224,18	「%@」想尋找附近的裝置並與之互動
K225,3	nearby-interaction-allow-once
M226,5,4
K226,5	resource
S226,15	附近的裝置
K227,5	object
S227,13	附近的裝置
K228,5	row
S228,10	附近互動
K229,5	alert-title
S229,18	「%@」想尋找附近的裝置並與之互動
K230,3	tv-provider
M231,5,3
K231,5	resource
S231,15	電視供應商帳戶
K232,5	row
S232,10	電視供應商
K233,5	alert-title
S233,18	「%@」要取用你的電視供應商帳戶
K234,3	sensorkit
M235,5,3
K235,5	resource
S235,15	研究感應器與使用數據
K236,5	row
S236,10	研究感應器與使用數據
K237,5	alert-title
S237,18	「%@」要取用研究感應器與使用數據
K238,3	identity
M239,5,4
K239,5	resource
S239,15	銀包中的身份證明文件
K240,5	object
S240,13	你銀包中的身份證明文件
K241,5	row
S241,10	銀包
K242,5	alert-title
S242,18	「%@」想驗證你的身份
K243,3	gamekit-friends
M244,5,3
K244,5	resource
S244,15	Game Center 朋友
K245,5	row
S245,10	Game Center 朋友
K246,5	alert-title
S246,18	「%@」要取用你的 Game Center 朋友
K247,3	financial-data
M248,5,3
K248,5	resource
S248,15	財務數據
K249,5	row
S249,10	銀包
K250,5	alert-title
S250,18	「%@」要取用你的財務數據
K251,3	critical-messaging
M252,5,4
K252,5	resource
S252,15	重要訊息
K253,5	object
S253,13	重要訊息
K254,5	row
S254,10	重要訊息
K255,5	alert-title
S255,18	「%@」想傳送重要訊息
K256,3	alarmkit
M257,5,4
K257,5	resource
S257,15	鬧鐘
K258,5	object
S258,13	鬧鐘和計時器
K259,5	row
S259,10	鬧鐘與計時器
K260,5	alert-title
S260,18	「%@」想設定鬧鐘與計時器
K261,3	voip
M262,5,3
K262,5	resource
S262,15	網絡通話
K263,5	row
S263,10	VoIP
K264,5	alert-title
S264,18	「%@」想在背景接收 VoIP 通話
K265,3	notifications
M266,5,3
K266,5	resource
S266,15	通知
K267,5	row
S267,10	通知
K268,5	alert-title
S268,18	「%@」想傳送通知
K270,1	rules
M271,3,31
K271,3	script
S271,11	hant
K272,3	full-stops
Q272,15,3
S272,16	。
S272,21	！
S272,26	？
K273,3	closing-marks
Q273,18,4
S273,19	」
S273,24	』
S273,29	）
S273,34	”
K274,3	quotes
Q274,11,4
S274,12	「
S274,17	」
S274,22	『
S274,27	』
K275,3	foreign-quotes
Q275,19,2
S275,20	“
S275,25	”
K279,3	restating-hints
Q279,20,32
S279,21	權限
S279,25	許可
S279,29	同意
S279,33	授權
S279,37	允許
S279,41	存取權
S279,46	取用權
S279,51	是否
S280,5	不使用
S280,10	不會
S280,14	並不
S280,18	從不
S280,22	不取用
S280,27	不存取
S280,32	不訪問
S280,37	不獲取
S280,42	不取得
S280,47	不收集
S280,52	不錄製
S280,57	不需要
S280,62	插件
S280,66	外掛
S280,70	套件
S280,74	sdk
S280,79	第三方庫
S280,85	框架
S280,89	模組
S280,93	模塊
S280,97	元件
S280,101	組件
S280,105	相容
S280,109	兼容
K282,3	restating-short-hints
Q282,26,6
S282,27	取用
S282,31	存取
S282,35	使用
S282,39	取得
S282,43	訪問
S282,47	獲取
K283,3	restating
Q284,5,10
S284,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S285,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S286,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S287,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S289,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S290,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S292,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S294,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S295,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
S297,7	(僅|只)(為|是|用於)?(系統)?(相容|兼容)性?(聲明|需要|要求)
K299,3	passive
Q300,5,2
S300,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S301,7	被(用於|用來|用于|用来)
K304,3	passive-hints
Q304,18,4
S304,19	用於
S304,23	用來
S304,27	用于
S304,31	用来
K305,3	passive-agents
Q305,19,3
S305,20	我們
S305,24	我们
S305,28	本公司
K307,3	passive-assurances
Q307,23,10
S307,24	不會上傳
S307,30	不會上載
S307,36	不會儲存
S307,42	不會保存
S307,48	不會分享
S307,54	不會離開
S307,60	只在你的裝置
S307,68	只在您的裝置
S307,76	僅在你的裝置
S307,84	僅在您的裝置
K310,3	passive-concerns
Q310,21,15
S310,22	廣告
S310,26	市場推廣
S310,32	推廣
S310,36	合作夥伴
S310,42	第三方
S310,47	數據分析
S310,53	個人化
S310,58	個性化
S310,63	改善
S310,67	改進
S310,71	提升
S310,75	優化
S310,79	研究
S310,83	共享給
S310,88	分享給
K312,3	passive-negations
S312,22	不未非絕绝
K313,3	reason-markers
Q313,19,24
S313,20	以便
S313,24	用於
S313,28	用來
S313,32	為了
S313,36	以
S313,39	來
S313,42	可以
S313,46	讓你
S313,50	讓您
S313,54	便於
S313,58	方便
S313,62	從而
S313,66	幫助
S313,70	例如
S313,74	比如
S314,5	如
S314,8	當
S314,11	時
S314,14	才能
S314,18	進行
S314,22	後，
S314,26	用作
S314,30	將
S314,33	把
K317,3	no-reason-words
Q317,20,68
S317,21	到
S317,24	至
S317,27	此應用程式
S317,34	此應用程序
S317,41	應用程式
S317,47	應用程序
S317,53	本應用
S317,58	此應用
S317,63	該應用
S317,68	應用
S317,72	app
S317,77	我們
S317,81	你的
S317,85	您的
S317,89	你
S317,92	您
S317,95	的
S317,98	需要
S317,102	想要
S317,106	希望
S317,110	請
S317,113	允許
S317,117	授權
S317,121	同意
S317,125	權限
S317,129	許可
S317,133	取用
S317,137	存取
S317,141	使用
S317,145	取得
S317,149	獲取
S317,153	獲得
S317,157	訪問
S317,161	開啟
S317,165	打開
S317,169	才能
S317,173	以便
S317,177	用於
S317,181	用來
S317,185	以
S317,188	來
S317,191	進行
S317,195	功能
S317,199	相關
S317,203	正常
S317,207	某些
S317,211	部分
S317,215	此
S317,218	本
S317,221	該
S317,224	會
S317,227	將
S317,230	可以
S317,234	可
S317,237	能
S317,240	要
S317,243	和
S317,246	及
S317,249	與
S317,252	或
S317,255	並
S317,258	這
S317,261	被
S317,264	為
S317,267	資訊
S317,271	資料
S317,275	信息
S317,279	數據
K318,3	vague-phrases
Q318,18,18
S318,19	更好的體驗
S318,26	提升體驗
S318,32	優化體驗
S318,38	更佳體驗
S318,44	最佳體驗
S318,50	更好的服務
S318,57	提供更好
S318,63	改善體驗
S318,69	最佳…體驗
S318,76	最好…體驗
S318,83	提升…體驗
S318,90	更好…體驗
S318,97	優化…體驗
S318,104	改善…體驗
S318,111	提升服務
S318,117	優化服務
S318,123	改善服務
S318,129	改進服務
K319,3	placeholders
Q319,17,11
S319,18	TODO
S319,24	TBD
S319,29	FIXME
S319,36	XXX
S319,41	lorem ipsum
S319,54	待定
S319,58	待翻譯
S319,63	待補充
S319,68	佔位
S319,72	翻譯中
S319,77	$(
K321,3	placeholder-values
Q321,23,11
S321,24	是
S321,27	否
S321,30	無
S321,33	描述
S321,37	說明
S321,41	用途說明
S321,47	權限說明
S321,53	使用說明
S321,59	文字
S321,63	測試
S321,67	允許
K323,3	doubled-words
Q323,18,13
S323,19	的
S323,22	你的
S323,26	您的
S323,30	我們的
S323,35	你
S323,38	您
S323,41	在
S323,44	是
S323,47	和
S323,50	與
S323,53	把
S323,56	將
S323,59	了
K326,3	read-words
Q326,15,17
S326,16	選擇
S326,20	選取
S326,24	上載
S326,28	上傳
S326,32	分享
S326,36	傳送
S326,40	瀏覽
S326,44	檢視
S326,48	查看
S326,52	讀取
S326,56	匯入
S326,60	識別
S326,64	使用你的
S326,70	使用您的
S326,76	同步
S326,80	追蹤
S326,84	監測
K327,3	write-words
Q327,16,6
S327,17	儲存
S327,21	保存
S327,25	存入
S327,29	匯出
S327,33	寫入
S327,37	同步
K329,3	apple-names
M330,5,12
K330,5	面容 ID
S330,12	Face ID
K331,5	面容ID
S331,11	Face ID
K332,5	觸控 ID
S332,12	Touch ID
K333,5	觸控ID
S333,11	Touch ID
K334,5	FaceID
S334,13	Face ID
K335,5	TouchID
S335,14	Touch ID
K337,5	Apple Health
S337,19	「健康」
K338,5	蘋果健康
S338,11	「健康」
K339,5	Health App
S339,17	「健康」App
K340,5	Health app
S340,17	「健康」App
K341,5	Apple Wallet
S341,19	「銀包」
K342,5	Wallet App
S342,17	「銀包」App
K343,3	min-columns
S343,16	12
K344,3	max-columns
S344,16	140
K345,3	pronouns
Q345,13,2
S345,14	你
S345,17	您
K349,3	also-wrong-script
S349,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K351,3	regional-terms
M352,5,27
K352,5	添加
S352,9	加入
K353,5	訪問
S353,9	取用
K354,5	視頻
S354,9	影片
K355,5	視頻通話
S355,11	視像通話
K356,5	視頻會議
S356,11	視像會議
K357,5	信息
S357,9	資訊
K358,5	默認
S358,9	預設
K359,5	設置
S359,9	設定
K360,5	獲取
S360,9	取得
K361,5	攝像頭
S361,10	相機
K362,5	相冊
S362,9	相簿
K363,5	屏幕
S363,9	螢幕
K364,5	鼠標
S364,9	滑鼠
K365,5	登錄
S365,9	登入
K366,5	短信
S366,9	短訊
K367,5	個性化
S367,10	個人化
K368,5	質量
S368,9	質素
K369,5	激活
S369,9	啟用
K370,5	二維碼
S370,10	QR 碼
K371,5	菜單
S371,9	選單
K372,5	界面
S372,9	介面
K373,5	搜索
S373,9	搜尋
K374,5	打印
S374,9	列印
K375,5	後台
S375,9	背景
K376,5	應用程序
S376,11	應用程式
K377,5	許可權
S377,10	權限
K378,5	保存
S378,9	儲存
K384,3	colloquial-terms
M385,5,26
K385,5	佢哋
S385,9	他們
K386,5	我哋
S386,9	我們
K387,5	你哋
S387,9	你們
K388,5	而家
S388,9	現在
K389,5	邊度
S389,9	哪裡
K390,5	點樣
S390,9	怎樣
K391,5	影相
S391,9	拍照
K392,5	同埋
S392,9	以及
K393,5	嘅
S393,8	的
K394,5	咗
S394,8	了
K395,5	唔
S395,8	不
K396,5	冇
S396,8	沒有
K397,5	佢
S397,8	他
K398,5	喺
S398,8	在
K399,5	嘢
S399,8	東西
K400,5	啲
S400,8	些
K401,5	睇
S401,8	看
K402,5	嚟
S402,8	來
K403,5	嗰
S403,8	那
K404,5	噉
S404,8	這樣
K405,5	咁
S405,8	這麼
K406,5	攞
S406,8	拿
K407,5	諗
S407,8	想
K408,5	搵
S408,8	找
K409,5	畀
S409,8	給
K410,5	哋
S410,8	們
K412,3	draft-corrections
M413,5,11
K413,5	許可權
S413,10	權限
K414,5	訪問
S414,9	取用
K415,5	存取
S415,9	取用
K416,5	區域網路
S416,11	區域網絡
K417,5	網路
S417,9	網絡
K418,5	軟體
S418,9	軟件
K419,5	使用者
S419,10	用戶
K420,5	行事曆
S420,10	日曆
K421,5	麥克風
S421,10	咪高風
K422,5	數位
S422,9	數碼
K423,5	品質
S423,9	質素
K424,3	resources
M425,5,7
K425,5	camera
M425,13,3
K425,15	names
Q425,22,4
S425,23	相機
S425,27	攝像頭
S425,32	攝影機
S425,37	鏡頭
K425,42	related
Q425,51,11
S425,52	拍照
S425,56	拍攝
S425,60	掃描
S425,64	掃碼
S425,68	QR
S425,72	影片
S425,76	錄影
S425,80	相片
S425,84	照片
S425,88	自拍
S425,92	錄製
K426,7	does
Q426,13,21
S426,14	拍照
S426,18	拍攝照片和影片
S426,27	拍攝照片或影片
S426,36	拍照和錄影
S426,43	拍照或錄影
S426,50	拍照片
S426,55	拍攝照片
S426,61	拍攝影片
S426,67	拍攝視頻
S426,73	拍影片
S426,78	拍攝
S426,82	錄影
S426,86	錄像
S426,90	錄製影片
S426,96	錄製視頻
S426,102	使用相機
S426,108	使用攝像頭
S426,115	使用攝影機
S426,122	取用相機
S426,128	存取相機
S426,134	訪問相機
K427,5	microphone
M427,17,3
K427,19	names
Q427,26,3
S427,27	咪高風
S427,32	咪高峰
S427,37	麥克風
K427,43	related
Q427,52,6
S427,53	錄音
S427,57	語音
S427,61	聲音
S427,65	通話
S427,69	錄製
S427,73	說話
K428,7	does
Q428,13,18
S428,14	錄音
S428,18	錄製音訊
S428,24	錄製音頻
S428,30	錄製聲音
S428,36	錄製語音
S428,42	擷取聲音
S428,48	擷取音訊
S428,54	採集聲音
S428,60	採集音頻
S428,66	捕獲音頻
S428,72	捕獲音訊
S428,78	聲音擷取
S428,84	聲音採集
S428,90	收音
S428,94	使用麥克風
S428,101	取用麥克風
S428,108	存取麥克風
S428,115	訪問麥克風
K429,5	photos
M429,13,3
K429,15	names
Q429,22,3
S429,23	相簿
S429,27	相冊
S429,31	圖庫
K429,36	related
Q429,45,6
S429,46	相片
S429,50	照片
S429,54	圖片
S429,58	儲存
S429,62	保存
S429,66	影片
K430,7	does
Q430,13,26
S430,14	儲存照片
S430,20	儲存相片
S430,26	儲存圖片
S430,32	保存照片
S430,38	保存圖片
S430,44	儲存到相簿
S430,51	儲存至相簿
S430,58	存入相簿
S430,64	取用照片
S430,70	存取照片
S430,76	存取相簿
S430,82	取用相簿
S430,88	訪問相簿
S430,94	訪問照片
S430,100	存取照片圖庫
S430,108	取用照片圖庫
S430,116	訪問照片圖庫
S430,124	讀取照片
S430,130	讀取相簿
S430,136	使用相簿
S430,142	使用照片
S430,148	選擇照片
S430,154	選取照片
S430,160	選擇相片
S430,166	選擇圖片
S430,172	選取圖片
K431,5	contacts
M431,15,3
K431,17	names
Q431,24,2
S431,25	通訊錄
S431,30	聯絡人
K431,36	related
Q431,45,4
S431,46	好友
S431,50	朋友
S431,54	邀請
S431,58	電話號碼
K432,7	does
Q432,13,7
S432,14	取用聯絡人
S432,21	存取聯絡人
S432,28	讀取聯絡人
S432,35	訪問通訊錄
S432,42	讀取通訊錄
S432,49	存取通訊錄
S432,56	使用通訊錄
K433,5	calendars
M433,16,3
K433,18	names
Q433,25,2
S433,26	日曆
S433,30	行事曆
K433,36	related
Q433,45,4
S433,46	行程
S433,50	事件
S433,54	預約
S433,58	活動
K434,7	does
Q434,13,6
S434,14	取用行事曆
S434,21	存取行事曆
S434,28	讀取行事曆
S434,35	訪問日曆
S434,41	讀取日曆
S434,47	使用行事曆
K435,5	location
M435,15,3
K435,17	names
Q435,24,2
S435,25	位置
S435,29	定位
K435,34	related
Q435,43,7
S435,44	地圖
S435,48	附近
S435,52	導航
S435,56	所在
S435,60	城市
S435,64	天氣
S435,68	路線
K436,7	does
Q436,13,19
S436,14	取得位置
S436,20	取得你的位置
S436,28	取得您的位置
S436,36	取得定位
S436,42	獲取位置
S436,48	獲取你的位置
S436,56	獲取您的位置
S436,64	獲得位置
S436,70	取得目前位置
S436,78	確定位置
S436,84	使用位置
S436,90	使用你的位置
S436,98	使用您的位置
S436,106	取用位置
S436,112	存取位置
S436,118	訪問位置
S436,124	位置資訊
S436,130	位置信息
S436,136	定位
K437,5	bluetooth
M437,16,3
K437,18	names
Q437,25,1
S437,26	藍牙
K437,31	related
Q437,40,5
S437,41	裝置
S437,45	設備
S437,49	配件
S437,53	連接
S437,57	配對
K438,7	does
Q438,13,9
S438,14	使用藍牙
S438,20	取用藍牙
S438,26	存取藍牙
S438,32	訪問藍牙
S438,38	連接藍牙
S438,44	連線藍牙
S438,50	連接藍牙裝置
S438,58	連接藍牙設備
S438,66	搜尋藍牙裝置

"""#

  private static let localeZhHans = #"""
M9,1,17
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
K20,1	purpose-app-as-subject
S20,25	(提醒|通知|帮助|帮|让|告诉|推荐)(你|您)(?!的|们)
K22,1	purpose-person-as-subject
S22,28	^(看到|看见|收到|接收|获得|发现|浏览|享受|查看|找到)
K25,1	trigger-notes
M26,3,13
K26,3	first use of a camera capture input
S26,42	首次使用相机采集输入时
K27,3	on iOS 8–10
S27,18	（iOS 8–10）
K28,3	Core Location on iOS 6–7
S28,31	iOS 6–7 上的 Core Location
K29,3	Core Bluetooth on iOS 12 and earlier
S29,43	iOS 12 及更早版本上的 Core Bluetooth
K30,3	Core Bluetooth
S30,21	Core Bluetooth
K31,3	for read types
S31,21	（读取的数据类型）
K32,3	for share types
S32,22	（写入的数据类型）
K33,3	for clinical record types
S33,32	（临床记录类型）
K34,3	first Bonjour browse or advertise
S34,40	首次通过 Bonjour 浏览或广播时
K35,3	first connection to a local address
S35,42	首次连接本地网络地址时
K36,3	on iOS 14
S36,16	（iOS 14）
K37,3	critical messaging (SMS)
S37,31	关键信息（短信）
K38,3	VoIP
S38,11	网络通话（VoIP）
K40,1	settings
M41,3,9
K41,3	app
S41,8	设置
K42,3	privacy
M42,12,2
K42,14	ios15
S42,21	隐私
K42,25	ios16
S42,32	隐私与安全性
K43,3	apps
S43,9	App
K44,3	precise-location
S44,21	精确位置
K45,3	allow-notifications
S45,24	允许通知
K46,3	health-all
S46,15	全部打开
K47,3	screen-time
S47,16	屏幕使用时间
K48,3	content-restrictions
S48,25	内容和隐私访问限制
K49,3	allow-requests
S49,19	允许 App 请求跟踪
K52,1	your
M52,7,2
K52,9	possessive
S52,21	你的
K52,25	pronoun
S52,34	你
K54,1	list
M54,7,3
K54,9	separator
S54,20	、
K54,23	and
S54,28	和
K54,31	or
S54,35	或
K56,1	buttons
M57,3,6
K57,3	open-settings
S57,18	前往设置
K58,3	not-now
S58,12	以后再说
K59,3	later
S59,10	下次开启
K60,3	open-now
S60,13	立即开启
K61,3	got-it
S61,11	我知道了
K62,3	continue
S62,13	继续
K65,1	alert-you-before-ios16
S65,25	您
K67,1	alert-buttons
M68,3,10
K68,3	deny
S68,9	不允许
K69,3	ok
S69,7	好
K70,3	allow
S70,10	允许
K71,3	allow-once
S71,15	允许一次
K72,3	allow-while-using
S72,22	使用 App 时允许
K73,3	select-photos
S73,18	选择照片…
K74,3	allow-all-photos
S74,21	允许访问所有照片
K75,3	limit-access
S75,17	限制访问…
K76,3	allow-full-access
S76,22	允许完全访问
K77,3	ask-not-to-track
S77,21	要求 App 不跟踪
K79,1	permissions
M80,3,42
K80,3	camera
M81,5,3
K81,5	resource
S81,15	相机
K82,5	row
S82,10	相机
K83,5	alert-title
S83,18	“%@”想访问你的相机
K84,3	microphone
M85,5,3
K85,5	resource
S85,15	麦克风
K86,5	row
S86,10	麦克风
K87,5	alert-title
S87,18	“%@”想访问你的麦克风
K88,3	photo-library
M89,5,5
K89,5	selected
S89,15	你选择的照片
K90,5	resource
S90,15	照片
K91,5	row
S91,10	照片
K92,5	choice
M92,13,2
K92,15	ios15
S92,22	所有照片
K92,28	ios17
S92,35	完全访问
K93,5	alert-title
S93,18	“%@”想访问你的照片
K94,3	photo-library-add
M95,5,4
K95,5	resource
S95,15	照片
K96,5	row
S96,10	照片
K97,5	choice
S97,13	仅添加照片
K98,5	alert-title
S98,18	“%@”想要加入你的“照片”
K99,3	contacts
M100,5,5
K100,5	selected
S100,15	你选择的联系人
K101,5	resource
S101,15	通讯录
K102,5	row
S102,10	通讯录
K103,5	choice
S103,13	完全访问
K104,5	alert-title
S104,18	“%@”想访问你的通讯录
K105,3	calendars
M106,5,3
K106,5	resource
S106,15	日历
K107,5	row
S107,10	日历
K108,5	alert-title
S108,18	“%@”想访问你的日历
K109,3	calendars-full-access
M110,5,4
K110,5	resource
S110,15	日历
K111,5	row
S111,10	日历
K112,5	choice
S112,13	完全访问
K113,5	alert-title
S113,18	“%@”想完全访问你的日历
K114,3	calendars-write-only
M115,5,4
K115,5	resource
S115,15	日历
K116,5	row
S116,10	日历
K117,5	choice
S117,13	仅添加日程
K118,5	alert-title
S118,18	“%@”想向你的日历添加日程
K119,3	reminders
M120,5,3
K120,5	resource
S120,15	提醒事项
K121,5	row
S121,10	提醒事项
K122,5	alert-title
S122,18	“%@”想访问你的提醒事项
K123,3	reminders-full-access
M124,5,3
K124,5	resource
S124,15	提醒事项
K125,5	row
S125,10	提醒事项
K126,5	alert-title
S126,18	“%@”想完全访问你的提醒事项
K127,3	location-when-in-use
M128,5,5
K128,5	resource
S128,15	位置
K129,5	row
S129,10	位置
K130,5	privacy-row
S130,18	定位服务
K131,5	choice
S131,13	使用 App 期间
K132,5	alert-title
S132,18	允许“%@”使用你的位置？
K133,3	location-always
M134,5,5
K134,5	resource
S134,15	位置
K135,5	row
S135,10	位置
K136,5	privacy-row
S136,18	定位服务
K137,5	choice
S137,13	始终
K138,5	alert-title
S138,18	允许“%@”使用你的位置？
K139,3	location-always-legacy
M140,5,5
K140,5	resource
S140,15	位置
K141,5	row
S141,10	位置
K142,5	privacy-row
S142,18	定位服务
K143,5	choice
S143,13	始终
K144,5	alert-title
S144,18	允许“%@”在你未使用该 App 时访问你的位置？
K145,3	location-legacy
M146,5,5
K146,5	resource
S146,15	位置
K147,5	row
S147,10	位置
K148,5	privacy-row
S148,18	定位服务
K149,5	choice
S149,13	使用 App 期间
K150,5	alert-title
S150,18	“%@”想使用你当前的位置
K151,3	bluetooth
M152,5,3
K152,5	resource
S152,15	蓝牙
K153,5	row
S153,10	蓝牙
K154,5	alert-title
S154,18	“%@”想要使用蓝牙
K155,3	bluetooth-peripheral
M156,5,3
K156,5	resource
S156,15	蓝牙
K157,5	row
S157,10	蓝牙
K158,5	alert-title
S158,18	“%@”想要使用蓝牙
K159,3	bluetooth-while-in-use
M160,5,3
K160,5	resource
S160,15	蓝牙
K161,5	row
S161,10	蓝牙
K162,5	alert-title
S162,18	“%@”在使用期间想要使用蓝牙
K163,3	motion
M164,5,3
K164,5	resource
S164,15	运动与健身数据
K165,5	row
S165,10	运动与健身
K166,5	alert-title
S166,18	“%@”想访问你的活动与体能训练记录
K167,3	fall-detection
M168,5,3
K168,5	resource
S168,15	摔倒检测
K169,5	row
S169,10	摔倒检测
K170,5	alert-title
S170,18	“%@”想使用摔倒检测
K171,3	speech-recognition
M172,5,3
K172,5	resource
S172,15	语音识别
K173,5	row
S173,10	语音识别
K174,5	alert-title
S174,18	“%@”想访问语音识别
K175,3	siri
M176,5,3
K176,5	resource
S176,15	Siri
K177,5	row
S177,10	Siri
K178,5	alert-title
S178,18	你要通过 Siri 来使用“%@”吗？
K179,3	media-library
M180,5,3
K180,5	resource
S180,15	媒体资料库
K181,5	row
S181,10	媒体与 Apple Music
K182,5	alert-title
S182,18	“%@”想要访问 Apple Music、你的音乐与视频的相关活动以及你的媒体资料库
K183,3	homekit
M184,5,3
K184,5	resource
S184,15	家庭数据
K185,5	row
S185,10	HomeKit
K186,5	alert-title
S186,18	“%@”想访问你的家庭数据
K187,3	health-share
M188,5,3
K188,5	resource
S188,15	健康数据
K189,5	row
S189,10	健康
K190,5	alert-title
S190,18	“%@”想访问你的健康数据
K191,3	health-update
M192,5,3
K192,5	resource
S192,15	健康数据
K193,5	row
S193,10	健康
K194,5	alert-title
S194,18	允许“%@”更新你的健康数据。
K195,3	health-records
M196,5,3
K196,5	resource
S196,15	健康记录
K197,5	row
S197,10	健康
K198,5	alert-title
S198,18	“%@”想访问你的健康记录
K199,3	face-id
M200,5,5
K200,5	resource
S200,15	面容 ID
K201,5	row
S201,10	面容 ID
K202,5	alert-title
S202,18	你要允许“%@”使用面容 ID 吗？
K203,5	privacy-parent
S203,21	面容 ID 与密码
K204,5	privacy-row
S204,18	其他 App
K205,3	nfc
M206,5,3
K206,5	resource
S206,15	NFC 读取器
K207,5	row
S207,10	NFC
K208,5	alert-title
S208,18	准备扫描
K209,3	tracking
M210,5,5
K210,5	name
S210,11	跟踪
K211,5	resource
S211,15	你在其他公司的 App 和网站上的活动
K212,5	row
S212,10	允许跟踪
K213,5	privacy-row
S213,18	跟踪
K214,5	alert-title
S214,18	允许“%@”跟踪你在其他公司的 App 和网站上的活动吗？
K215,3	local-network
M216,5,3
K216,5	resource
S216,15	本地网络
K217,5	row
S217,10	本地网络
K218,5	alert-title
S218,18	“%@”想要查找并连接到本地网络上的设备
K219,3	focus-status
M220,5,3
K220,5	resource
S220,15	专注模式状态
K221,5	row
S221,10	专注模式
K222,5	alert-title
S222,18	“%@”想访问你的专注模式状态
K223,3	nearby-interaction
M224,5,4
K224,5	resource
S224,15	附近的设备
K225,5	object
S225,13	附近的设备
K226,5	row
S226,10	附近交互
K227,5	alert-title
S227,18	“%@”想查找附近的设备并与之交互
K228,3	nearby-interaction-allow-once
M229,5,4
K229,5	resource
S229,15	附近的设备
K230,5	object
S230,13	附近的设备
K231,5	row
S231,10	附近交互
K232,5	alert-title
S232,18	“%@”想查找附近的设备并与之交互
K233,3	tv-provider
M234,5,3
K234,5	resource
S234,15	电视提供商账户
K235,5	row
S235,10	电视提供商
K236,5	alert-title
S236,18	“%@”想访问你的电视提供商账户
K237,3	sensorkit
M238,5,3
K238,5	resource
S238,15	研究传感器与使用数据
K239,5	row
S239,10	研究传感器与使用数据
K240,5	alert-title
S240,18	“%@”想访问研究传感器与使用数据
K241,3	identity
M242,5,4
K242,5	resource
S242,15	钱包中的身份证件
K243,5	object
S243,13	你钱包中的身份证件
K244,5	row
S244,10	钱包
K245,5	alert-title
S245,18	“%@”想验证你的身份
K246,3	gamekit-friends
M247,5,3
K247,5	resource
S247,15	Game Center 好友
K248,5	row
S248,10	Game Center 好友
K249,5	alert-title
S249,18	“%@”想访问你的 Game Center 好友
K250,3	financial-data
M251,5,3
K251,5	resource
S251,15	财务数据
K252,5	row
S252,10	钱包
K253,5	alert-title
S253,18	“%@”想访问你的财务数据
K254,3	critical-messaging
M255,5,4
K255,5	resource
S255,15	关键信息
K256,5	object
S256,13	关键信息
K257,5	row
S257,10	关键信息
K258,5	alert-title
S258,18	“%@”想发送关键信息
K259,3	alarmkit
M260,5,4
K260,5	resource
S260,15	闹钟
K261,5	object
S261,13	闹钟和计时器
K262,5	row
S262,10	闹钟与计时器
K263,5	alert-title
S263,18	“%@”想设定闹钟和计时器
K264,3	voip
M265,5,3
K265,5	resource
S265,15	网络通话
K266,5	row
S266,10	VoIP
K267,5	alert-title
S267,18	“%@”想在后台接收 VoIP 网络电话
K268,3	notifications
M269,5,3
K269,5	resource
S269,15	通知
K270,5	row
S270,10	通知
K271,5	alert-title
S271,18	“%@”想给你发送通知
K274,1	rules
M275,3,29
K275,3	script
S275,11	hans
K276,3	full-stops
Q276,15,3
S276,16	。
S276,21	！
S276,26	？
K277,3	closing-marks
Q277,18,4
S277,19	”
S277,24	’
S277,29	）
S277,34	」
K278,3	quotes
Q278,11,4
S278,12	“
S278,17	”
S278,22	‘
S278,27	’
K279,3	foreign-quotes
Q279,19,4
S279,20	「
S279,25	」
S279,30	『
S279,35	』
K285,3	restating-hints
Q285,20,26
S285,21	权限
S285,25	许可
S285,29	同意
S285,33	授权
S285,37	允许
S285,41	访问权
S285,46	使用权
S285,51	是否
S286,5	不使用
S286,10	不会
S286,14	并不
S286,18	从不
S286,22	不访问
S286,27	不获取
S286,32	不收集
S286,37	不录制
S286,42	不需要
S286,47	插件
S286,51	外挂
S286,55	套件
S286,59	sdk
S286,64	第三方库
S286,70	框架
S286,74	模块
S286,78	组件
S286,82	兼容
K288,3	restating-short-hints
Q288,26,3
S288,27	访问
S288,31	使用
S288,35	获取
K289,3	restating
Q290,5,10
S290,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S291,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S293,7	(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S294,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S296,7	(是否|可否|能否)(允许|授权|同意).{0,10}(访问|使用|获取|获得|存取|取用|读取)(你|您)?的?.{0,8}$
S297,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S299,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
S301,7	(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)
S302,7	(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)
S304,7	(仅|只)(为|是|用于)?(系统)?兼容性?(声明|需要|要求)
K306,3	passive
Q307,5,2
S307,7	(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)
S308,7	被(用于|用来|用於|用來)
K311,3	passive-hints
Q311,18,4
S311,19	用于
S311,23	用来
S311,27	用於
S311,31	用來
K312,3	passive-agents
Q312,19,3
S312,20	我们
S312,24	我們
S312,28	本公司
K314,3	passive-assurances
Q314,23,12
S314,24	不会上传
S314,30	不会储存
S314,36	不会存储
S314,42	不会保存
S314,48	不会分享
S314,54	不会离开
S314,60	只在你的设备
S314,68	只在您的设备
S314,76	仅在你的设备
S314,84	仅在您的设备
S314,92	不會上傳
S314,98	不會儲存
K317,3	passive-concerns
Q317,21,15
S317,22	广告
S317,26	营销
S317,30	推广
S317,34	合作伙伴
S317,40	第三方
S317,45	数据分析
S317,51	个性化
S317,56	改善
S317,60	改进
S317,64	提升
S317,68	优化
S317,72	研究
S317,76	共享给
S317,81	分享给
S317,86	廣告
K319,3	passive-negations
S319,22	不未非绝絕
K320,3	reason-markers
Q320,19,24
S320,20	以便
S320,24	用于
S320,28	用来
S320,32	为了
S320,36	以
S320,39	来
S320,42	可以
S320,46	让你
S320,50	让您
S320,54	便于
S320,58	方便
S320,62	从而
S320,66	帮助
S320,70	例如
S320,74	比如
S321,5	如
S321,8	当
S321,11	时
S321,14	才能
S321,18	进行
S321,22	后，
S321,26	用作
S321,30	将
S321,33	把
K324,3	no-reason-words
Q324,20,65
S324,21	到
S324,24	至
S324,27	此应用程序
S324,34	此应用程式
S324,41	应用程序
S324,47	应用程式
S324,53	本应用
S324,58	此应用
S324,63	该应用
S324,68	应用
S324,72	app
S324,77	我们
S324,81	你的
S324,85	您的
S324,89	你
S324,92	您
S324,95	的
S324,98	需要
S324,102	想要
S324,106	希望
S324,110	请
S324,113	允许
S324,117	授权
S324,121	同意
S324,125	权限
S324,129	许可
S324,133	访问
S324,137	使用
S324,141	获取
S324,145	获得
S324,149	存取
S324,153	取用
S324,157	开启
S324,161	打开
S324,165	才能
S324,169	以便
S324,173	用于
S324,177	用来
S324,181	以
S324,184	来
S324,187	进行
S324,191	功能
S324,195	相关
S324,199	正常
S324,203	某些
S324,207	部分
S324,211	此
S324,214	本
S324,217	该
S324,220	会
S324,223	将
S324,226	可以
S324,230	可
S324,233	能
S324,236	要
S324,239	和
S324,242	及
S324,245	与
S324,248	或
S324,251	并
S324,254	这
S324,257	被
S324,260	为
S324,263	信息
S324,267	数据
K325,3	vague-phrases
Q325,18,32
S325,19	更好的体验
S325,26	更好地体验
S325,33	提升体验
S325,39	提升用户体验
S325,47	优化体验
S325,53	更佳体验
S325,59	最佳体验
S325,65	更好的服务
S326,5	提供更好
S326,11	更优质的服务
S326,19	改善体验
S326,25	更流畅的体验
S326,33	最佳…体验
S326,40	最好…体验
S326,47	提升…体验
S326,54	更好…体验
S326,61	优化…体验
S326,68	改善…体验
S327,5	提升服务
S327,11	优化服务
S327,17	改善服务
S327,23	改进服务
S327,29	完善服务
S327,35	改进产品
S328,5	音频相关功能
S328,13	相机相关功能
S328,21	麦克风相关功能
S328,30	定位相关功能
S328,38	位置相关功能
S328,46	相册相关功能
S328,54	照片相关功能
S328,62	蓝牙相关功能
K329,3	placeholders
Q329,17,14
S329,18	TODO
S329,24	TBD
S329,29	FIXME
S329,36	XXX
S329,41	lorem ipsum
S329,54	待定
S329,58	待翻译
S329,63	待翻譯
S329,68	待补充
S329,73	待補充
S329,78	占位
S329,82	此处填写
S329,88	翻译中
S329,93	$(
K331,3	placeholder-values
Q331,23,11
S331,24	是
S331,27	否
S331,30	无
S331,33	描述
S331,37	说明
S331,41	用途说明
S331,47	权限说明
S331,53	使用说明
S331,59	文本
S331,63	测试
S331,67	允许
K333,3	doubled-words
Q333,18,13
S333,19	的
S333,22	你的
S333,26	您的
S333,30	我们的
S333,35	你
S333,38	您
S333,41	在
S333,44	是
S333,47	和
S333,50	与
S333,53	把
S333,56	将
S333,59	了
K336,3	read-words
Q336,15,16
S336,16	选择
S336,20	选取
S336,24	上传
S336,28	分享
S336,32	发送
S336,36	浏览
S336,40	查看
S336,44	读取
S336,48	导入
S336,52	识别
S336,56	使用你的
S336,62	使用您的
S336,68	同步
S336,72	追踪
S336,76	跟踪
S336,80	监测
K337,3	write-words
Q337,16,7
S337,17	保存
S337,21	存储
S337,25	储存
S337,29	存入
S337,33	导出
S337,37	写入
S337,41	同步
K339,3	apple-names
M340,5,10
K340,5	Face ID
S340,14	面容 ID
K341,5	FaceID
S341,13	面容 ID
K342,5	Touch ID
S342,15	触控 ID
K343,5	TouchID
S343,14	触控 ID
K345,5	Apple Health
S345,19	“健康”
K346,5	苹果健康
S346,11	“健康”
K347,5	Health App
S347,17	“健康”App
K348,5	Health app
S348,17	“健康”App
K349,5	Apple Wallet
S349,19	“钱包”
K350,5	Wallet App
S350,17	“钱包”App
K353,3	regional-terms
M354,5,14
K354,5	存取
S354,9	访问
K355,5	联络人
S355,10	联系人
K356,5	聯絡人
S356,10	联系人
K357,5	汇入
S357,9	导入
K358,5	匯入
S358,9	导入
K359,5	汇出
S359,9	导出
K360,5	匯出
S360,9	导出
K361,5	应用程式
S361,11	应用
K362,5	應用程式
S362,11	应用
K363,5	使用者
S363,10	用户
K364,5	位址
S364,9	地址
K365,5	登入
S365,9	登录
K366,5	软体
S366,9	软件
K367,5	軟體
S367,9	软件
K368,3	min-columns
S368,16	12
K369,3	max-columns
S369,16	140
K370,3	pronouns
Q370,13,2
S370,14	你
S370,17	您
K372,3	also-wrong-script
S372,22	後夥徵摺菸麽箝麴於
K373,3	resources
M374,5,11
K374,5	camera
M374,13,3
K374,15	names
Q374,22,3
S374,23	相机
S374,27	摄像头
S374,32	镜头
K374,37	related
Q374,46,11
S374,47	拍照
S374,51	拍摄
S374,55	扫描
S374,59	扫码
S374,63	二维码
S374,68	QR
S374,72	视频
S374,76	录像
S374,80	照片
S374,84	自拍
S374,88	录制
K375,7	does
Q375,13,17
S375,14	拍照
S375,18	拍摄照片和视频
S375,27	拍摄照片或视频
S375,36	拍照和录像
S375,43	拍照或录像
S375,50	拍照片
S375,55	拍摄照片
S375,61	拍摄视频
S375,67	拍视频
S375,72	拍摄
S375,76	录像
S375,80	录影
S375,84	录制视频
S375,90	使用相机
S375,96	使用摄像头
S375,103	访问相机
S375,109	访问摄像头
K376,5	microphone
M376,17,3
K376,19	names
Q376,26,2
S376,27	麦克风
S376,32	话筒
K376,37	related
Q376,46,6
S376,47	录音
S376,51	语音
S376,55	声音
S376,59	通话
S376,63	录制
S376,67	说话
K377,7	does
Q377,13,11
S377,14	录音
S377,18	录制音频
S377,24	录制声音
S377,30	录制语音
S377,36	采集声音
S377,42	采集音频
S377,48	捕获音频
S377,54	声音采集
S377,60	收音
S377,64	使用麦克风
S377,71	访问麦克风
K378,5	photos
M378,13,3
K378,15	names
Q378,22,3
S378,23	相册
S378,27	图库
S378,31	照片图库
K378,38	related
Q378,47,7
S378,48	照片
S378,52	图片
S378,56	保存
S378,60	存储
S378,64	壁纸
S378,68	视频
S378,72	相片
K379,7	does
Q379,13,24
S379,14	保存照片
S379,20	保存图片
S379,26	保存到相册
S379,33	保存至相册
S379,40	添加照片
S379,46	添加图片
S379,52	写入相册
S379,58	把图片写入相册
S379,67	将图片写入相册
S379,76	把照片写入相册
S379,85	存储照片
S379,91	储存照片
S379,97	访问相册
S379,103	访问照片
S379,109	访问照片图库
S379,117	访问图库
S379,123	读取照片
S379,129	读取相册
S379,135	使用相册
S379,141	使用照片
S379,147	选择照片
S379,153	选取照片
S379,159	选择图片
S379,165	选取图片
K380,5	contacts
M380,15,3
K380,17	names
Q380,24,2
S380,25	通讯录
S380,30	联系人
K380,36	related
Q380,45,4
S380,46	好友
S380,50	朋友
S380,54	邀请
S380,58	电话号码
K381,7	does
Q381,13,5
S381,14	访问通讯录
S381,21	读取通讯录
S381,28	访问联系人
S381,35	读取联系人
S381,42	使用通讯录
K382,5	calendars
M382,16,3
K382,18	names
Q382,25,1
S382,26	日历
K382,31	related
Q382,40,5
S382,41	日程
S382,45	事件
S382,49	预约
S382,53	活动
S382,57	预订
K383,7	does
Q383,13,3
S383,14	访问日历
S383,20	读取日历
S383,26	使用日历
K384,5	reminders
M384,16,3
K384,18	names
Q384,25,1
S384,26	提醒事项
K384,33	related
Q384,42,3
S384,43	待办
S384,47	任务
S384,51	提醒
K385,7	does
Q385,13,2
S385,14	访问提醒事项
S385,22	读取提醒事项
K386,5	location
M386,15,3
K386,17	names
Q386,24,2
S386,25	位置
S386,29	定位
K386,34	related
Q386,43,7
S386,44	地图
S386,48	附近
S386,52	导航
S386,56	所在
S386,60	城市
S386,64	天气
S386,68	路线
K387,7	does
Q387,13,13
S387,14	获取位置
S387,20	获取你的位置
S387,28	获取您的位置
S387,36	获取定位
S387,42	获得位置
S387,48	获取当前位置
S387,56	确定位置
S387,62	使用位置
S387,68	使用你的位置
S387,76	使用您的位置
S387,84	访问位置
S387,90	位置信息
S387,96	定位
K388,5	bluetooth
M388,16,3
K388,18	names
Q388,25,1
S388,26	蓝牙
K388,31	related
Q388,40,4
S388,41	设备
S388,45	配件
S388,49	连接
S388,53	配对
K389,7	does
Q389,13,5
S389,14	使用蓝牙
S389,20	访问蓝牙
S389,26	连接蓝牙
S389,32	连接蓝牙设备
S389,40	搜索蓝牙设备
K390,5	health
M390,13,3
K390,15	names
Q390,22,2
S390,23	健康数据
S390,29	“健康”
K390,36	related
Q390,45,6
S390,46	运动
S390,50	步数
S390,54	心率
S390,58	睡眠
S390,62	体重
S390,66	血糖
K391,7	does
Q391,13,3
S391,14	读取健康数据
S391,22	写入健康数据
S391,30	访问健康数据
K392,5	face-id
M392,14,3
K392,16	names
Q392,23,3
S392,24	面容 ID
S392,31	Face ID
S392,40	FaceID
K392,49	related
Q392,58,4
S392,59	解锁
S392,63	验证
S392,67	登录
S392,71	身份
K393,7	does
Q393,13,5
S393,14	使用面容 id
S393,23	使用 face id
S393,35	身份验证
S393,41	验证身份
S393,47	进行身份验证
K394,5	speech-recognition
M394,25,3
K394,27	names
Q394,34,1
S394,35	语音识别
K394,42	related
Q394,51,4
S394,52	听写
S394,56	转写
S394,60	语音
S394,64	转录
K395,7	does
Q395,13,4
S395,14	语音识别
S395,20	识别语音
S395,26	使用语音识别
S395,34	语音转文字

"""#

  private static let localeZhHant = #"""
M9,1,17
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
K20,1	purpose-app-as-subject
S20,25	(提醒|通知|幫助|幫|讓|告訴|推薦)(你|您)(?!的|們)
K22,1	purpose-person-as-subject
S22,28	^(看到|看見|收到|接收|獲得|發現|瀏覽|享受|查看|找到)
K25,1	trigger-notes
M26,3,13
K26,3	first use of a camera capture input
S26,42	首次使用相機擷取輸入時
K27,3	on iOS 8–10
S27,18	（iOS 8–10）
K28,3	Core Location on iOS 6–7
S28,31	iOS 6–7 上的 Core Location
K29,3	Core Bluetooth on iOS 12 and earlier
S29,43	iOS 12 及更早版本上的 Core Bluetooth
K30,3	Core Bluetooth
S30,21	Core Bluetooth
K31,3	for read types
S31,21	（讀取的資料類型）
K32,3	for share types
S32,22	（寫入的資料類型）
K33,3	for clinical record types
S33,32	（臨床紀錄類型）
K34,3	first Bonjour browse or advertise
S34,40	首次透過 Bonjour 瀏覽或廣播時
K35,3	first connection to a local address
S35,42	首次連線至區域網路位址時
K36,3	on iOS 14
S36,16	（iOS 14）
K37,3	critical messaging (SMS)
S37,31	重要訊息（簡訊）
K38,3	VoIP
S38,11	網路通話（VoIP）
K40,1	settings
M41,3,9
K41,3	app
S41,8	設定
K42,3	privacy
M42,12,2
K42,14	ios15
S42,21	隱私權
K42,26	ios16
S42,33	隱私權與安全性
K43,3	apps
S43,9	App
K44,3	precise-location
S44,21	精確位置
K45,3	allow-notifications
S45,24	允許通知
K46,3	health-all
S46,15	全部開啟
K47,3	screen-time
S47,16	螢幕使用時間
K48,3	content-restrictions
S48,25	內容與隱私權限制
K49,3	allow-requests
S49,19	允許 App 要求追蹤
K52,1	your
M52,7,2
K52,9	possessive
S52,21	你的
K52,25	pronoun
S52,34	你
K54,1	list
M54,7,3
K54,9	separator
S54,20	、
K54,23	and
S54,28	和
K54,31	or
S54,35	或
K56,1	buttons
M57,3,6
K57,3	open-settings
S57,18	前往設定
K58,3	not-now
S58,12	稍後再說
K59,3	later
S59,10	稍後開啟
K60,3	open-now
S60,13	立即開啟
K61,3	got-it
S61,11	我知道了
K62,3	continue
S62,13	繼續
K65,1	alert-you-before-ios16
S65,25	您
K67,1	alert-buttons
M68,3,10
K68,3	deny
S68,9	不允許
K69,3	ok
S69,7	好
K70,3	allow
S70,10	允許
K71,3	allow-once
S71,15	允許一次
K72,3	allow-while-using
S72,22	使用 App 期間允許
K73,3	select-photos
S73,18	選取照片⋯
K74,3	allow-all-photos
S74,21	允許取用所有照片
K75,3	limit-access
S75,17	限制取用⋯
K76,3	allow-full-access
S76,22	允許完整取用
K77,3	ask-not-to-track
S77,21	要求 App 不要追蹤
K79,1	permissions
M80,3,42
K80,3	camera
M81,5,3
K81,5	resource
S81,15	相機
K82,5	row
S82,10	相機
K83,5	alert-title
S83,18	「%@」想要取用你的相機
K84,3	microphone
M85,5,3
K85,5	resource
S85,15	麥克風
K86,5	row
S86,10	麥克風
K87,5	alert-title
S87,18	「%@」想要取用你的麥克風
K88,3	photo-library
M89,5,5
K89,5	selected
S89,15	你選取的照片
K90,5	resource
S90,15	照片
K91,5	row
S91,10	照片
K92,5	choice
M92,13,2
K92,15	ios15
S92,22	所有照片
K92,28	ios17
S92,35	完整取用
K93,5	alert-title
S93,18	「%@」想要取用你的照片
K94,3	photo-library-add
M95,5,4
K95,5	resource
S95,15	照片
K96,5	row
S96,10	照片
K97,5	choice
S97,13	僅加入照片
K98,5	alert-title
S98,18	「%@」想要加入你的「照片」
K99,3	contacts
M100,5,5
K100,5	selected
S100,15	你選取的聯絡人
K101,5	resource
S101,15	聯絡人
K102,5	row
S102,10	聯絡人
K103,5	choice
S103,13	完整取用
K104,5	alert-title
S104,18	「%@」想要取用聯絡人
K105,3	calendars
M106,5,3
K106,5	resource
S106,15	行事曆
K107,5	row
S107,10	行事曆
K108,5	alert-title
S108,18	「%@」想要取用你的行事曆
K109,3	calendars-full-access
M110,5,4
K110,5	resource
S110,15	行事曆
K111,5	row
S111,10	行事曆
K112,5	choice
S112,13	完整取用
K113,5	alert-title
S113,18	「%@」想要完整取用你的行事曆
K114,3	calendars-write-only
M115,5,4
K115,5	resource
S115,15	行事曆
K116,5	row
S116,10	行事曆
K117,5	choice
S117,13	僅加入行程
K118,5	alert-title
S118,18	「%@」想要將行程加入你的行事曆
K119,3	reminders
M120,5,3
K120,5	resource
S120,15	提醒事項
K121,5	row
S121,10	提醒事項
K122,5	alert-title
S122,18	「%@」想要取用你的提醒事項
K123,3	reminders-full-access
M124,5,3
K124,5	resource
S124,15	提醒事項
K125,5	row
S125,10	提醒事項
K126,5	alert-title
S126,18	「%@」想要完整取用你的提醒事項
K127,3	location-when-in-use
M128,5,5
K128,5	resource
S128,15	位置
K129,5	row
S129,10	位置
K130,5	privacy-row
S130,18	定位服務
K131,5	choice
S131,13	使用 App 期間
K132,5	alert-title
S132,18	要允許「%@」使用你的位置嗎？
K133,3	location-always
M134,5,5
K134,5	resource
S134,15	位置
K135,5	row
S135,10	位置
K136,5	privacy-row
S136,18	定位服務
K137,5	choice
S137,13	永遠
K138,5	alert-title
S138,18	要允許「%@」使用你的位置嗎？
K139,3	location-always-legacy
M140,5,5
K140,5	resource
S140,15	位置
K141,5	row
S141,10	位置
K142,5	privacy-row
S142,18	定位服務
K143,5	choice
S143,13	永遠
K144,5	alert-title
S144,18	要允許「%@」在你未使用 App 時取用你的位置嗎？
K145,3	location-legacy
M146,5,5
K146,5	resource
S146,15	位置
K147,5	row
S147,10	位置
K148,5	privacy-row
S148,18	定位服務
K149,5	choice
S149,13	使用 App 期間
K150,5	alert-title
S150,18	「%@」想要使用你的目前位置
K151,3	bluetooth
M152,5,3
K152,5	resource
S152,15	藍牙
K153,5	row
S153,10	藍牙
K154,5	alert-title
S154,18	「%@」想要使用藍牙
K155,3	bluetooth-peripheral
M156,5,3
K156,5	resource
S156,15	藍牙
K157,5	row
S157,10	藍牙
K158,5	alert-title
S158,18	「%@」想要使用藍牙
K159,3	bluetooth-while-in-use
M160,5,3
K160,5	resource
S160,15	藍牙
K161,5	row
S161,10	藍牙
K162,5	alert-title
S162,18	「%@」想要在使用期間使用藍牙
K163,3	motion
M164,5,3
K164,5	resource
S164,15	動作與健身資料
K165,5	row
S165,10	動作與健身
K166,5	alert-title
S166,18	「%@」想要取用你的動作與健身記錄
K167,3	fall-detection
M168,5,3
K168,5	resource
S168,15	跌倒偵測
K169,5	row
S169,10	跌倒偵測
K170,5	alert-title
S170,18	「%@」想要使用跌倒偵測
K171,3	speech-recognition
M172,5,3
K172,5	resource
S172,15	語音辨識
K173,5	row
S173,10	語音辨識
K174,5	alert-title
S174,18	「%@」想要取用語音辨識
K175,3	siri
M176,5,3
K176,5	resource
S176,15	Siri
K177,5	row
S177,10	Siri
K178,5	alert-title
S178,18	你要將「%@」與 Siri 搭配使用嗎？
K179,3	media-library
M180,5,3
K180,5	resource
S180,15	媒體資料庫
K181,5	row
S181,10	媒體與 Apple Music
K182,5	alert-title
S182,18	「%@」想要取用 Apple Music、你的音樂和影片活動和媒體資料庫
K183,3	homekit
M184,5,3
K184,5	resource
S184,15	家庭資料
K185,5	row
S185,10	HomeKit
K186,5	alert-title
S186,18	「%@」想要取用你的家庭資料
K187,3	health-share
M188,5,3
K188,5	resource
S188,15	健康資料
K189,5	row
S189,10	健康
K190,5	alert-title
S190,18	「%@」想要取用你的健康資料
K191,3	health-update
M192,5,3
K192,5	resource
S192,15	健康資料
K193,5	row
S193,10	健康
K194,5	alert-title
S194,18	允許「%@」更新你的健康資料。
K195,3	health-records
M196,5,3
K196,5	resource
S196,15	健康紀錄
K197,5	row
S197,10	健康
K198,5	alert-title
S198,18	「%@」想要取用你的健康紀錄
K199,3	face-id
M200,5,5
K200,5	resource
S200,15	Face ID
K201,5	row
S201,10	Face ID
K202,5	alert-title
S202,18	要允許「%@」使用 Face ID 嗎？
K203,5	privacy-parent
S203,21	Face ID 與密碼
K204,5	privacy-row
S204,18	其他 App
K205,3	nfc
M206,5,3
K206,5	resource
S206,15	NFC 讀取器
K207,5	row
S207,10	NFC
K208,5	alert-title
S208,18	準備掃描
K209,3	tracking
M210,5,5
K210,5	name
S210,11	追蹤
K211,5	resource
S211,15	你在其他公司的 App 和網站上的活動
K212,5	row
S212,10	允許追蹤
K213,5	privacy-row
S213,18	追蹤
K214,5	alert-title
S214,18	要允許「%@」追蹤你在其他公司 App 和網站的記錄嗎？
K215,3	local-network
M216,5,3
K216,5	resource
S216,15	區域網路
K217,5	row
S217,10	區域網路
K218,5	alert-title
S218,18	「%@」想要尋找並連接你區域網路上的裝置
K219,3	focus-status
M220,5,3
K220,5	resource
S220,15	專注模式狀態
K221,5	row
S221,10	專注模式
K222,5	alert-title
S222,18	「%@」想要取用你的專注模式狀態
K223,3	nearby-interaction
M224,5,4
K224,5	resource
S224,15	附近的裝置
K225,5	object
S225,13	附近的裝置
K226,5	row
S226,10	附近互動
K227,5	alert-title
S227,18	「%@」想要尋找附近的裝置並與之互動
K228,3	nearby-interaction-allow-once
M229,5,4
K229,5	resource
S229,15	附近的裝置
K230,5	object
S230,13	附近的裝置
K231,5	row
S231,10	附近互動
K232,5	alert-title
S232,18	「%@」想要尋找附近的裝置並與之互動
K233,3	tv-provider
M234,5,3
K234,5	resource
S234,15	電視業者帳號
K235,5	row
S235,10	電視業者
K236,5	alert-title
S236,18	「%@」想要取用你的電視業者帳號
K237,3	sensorkit
M238,5,3
K238,5	resource
S238,15	研究感測器與使用資料
K239,5	row
S239,10	研究感測器與使用資料
K240,5	alert-title
S240,18	「%@」想要取用研究感測器與使用資料
K241,3	identity
M242,5,4
K242,5	resource
S242,15	錢包中的身分證件
K243,5	object
S243,13	你錢包中的身分證件
K244,5	row
S244,10	錢包
K245,5	alert-title
S245,18	「%@」想要驗證你的身分
K246,3	gamekit-friends
M247,5,3
K247,5	resource
S247,15	Game Center 好友
K248,5	row
S248,10	Game Center 好友
K249,5	alert-title
S249,18	「%@」想要取用你的 Game Center 好友
K250,3	financial-data
M251,5,3
K251,5	resource
S251,15	財務資料
K252,5	row
S252,10	錢包
K253,5	alert-title
S253,18	「%@」想要取用你的財務資料
K254,3	critical-messaging
M255,5,4
K255,5	resource
S255,15	重要訊息
K256,5	object
S256,13	重要訊息
K257,5	row
S257,10	重要訊息
K258,5	alert-title
S258,18	「%@」想要傳送重要訊息
K259,3	alarmkit
M260,5,4
K260,5	resource
S260,15	鬧鐘
K261,5	object
S261,13	鬧鐘和計時器
K262,5	row
S262,10	鬧鐘與計時器
K263,5	alert-title
S263,18	「%@」想要設定鬧鐘與計時器
K264,3	voip
M265,5,3
K265,5	resource
S265,15	網路通話
K266,5	row
S266,10	VoIP
K267,5	alert-title
S267,18	「%@」想要在背景接收 VoIP 通話
K268,3	notifications
M269,5,3
K269,5	resource
S269,15	通知
K270,5	row
S270,10	通知
K271,5	alert-title
S271,18	「%@」想要傳送通知
K274,1	rules
M275,3,32
K275,3	script
S275,11	hant
K276,3	full-stops
Q276,15,3
S276,16	。
S276,21	！
S276,26	？
K277,3	closing-marks
Q277,18,4
S277,19	」
S277,24	』
S277,29	）
S277,34	”
K278,3	quotes
Q278,11,4
S278,12	「
S278,17	」
S278,22	『
S278,27	』
K279,3	foreign-quotes
Q279,19,2
S279,20	“
S279,25	”
K283,3	restating-hints
Q283,20,32
S283,21	權限
S283,25	許可
S283,29	同意
S283,33	授權
S283,37	允許
S283,41	存取權
S283,46	取用權
S283,51	是否
S284,5	不使用
S284,10	不會
S284,14	並不
S284,18	從不
S284,22	不取用
S284,27	不存取
S284,32	不訪問
S284,37	不獲取
S284,42	不取得
S284,47	不收集
S284,52	不錄製
S284,57	不需要
S284,62	插件
S284,66	外掛
S284,70	套件
S284,74	sdk
S284,79	第三方庫
S284,85	框架
S284,89	模組
S284,93	模塊
S284,97	元件
S284,101	組件
S284,105	相容
S284,109	兼容
K286,3	restating-short-hints
Q286,26,6
S286,27	取用
S286,31	存取
S286,35	使用
S286,39	取得
S286,43	訪問
S286,47	獲取
K287,3	restating
Q288,5,10
S288,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S289,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S291,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S292,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S294,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S295,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S297,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S299,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S300,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
S302,7	(僅|只)(為|是|用於)?(系統)?(相容|兼容)性?(聲明|需要|要求)
K304,3	passive
Q305,5,2
S305,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S306,7	被(用於|用來|用于|用来)
K309,3	passive-hints
Q309,18,4
S309,19	用於
S309,23	用來
S309,27	用于
S309,31	用来
K310,3	passive-agents
Q310,19,3
S310,20	我們
S310,24	我们
S310,28	本公司
K312,3	passive-assurances
Q312,23,12
S312,24	不會上傳
S312,30	不會儲存
S312,36	不會保存
S312,42	不會分享
S312,48	不會離開
S312,54	只在你的裝置
S312,62	只在您的裝置
S312,70	僅在你的裝置
S312,78	僅在您的裝置
S312,86	不会上传
S312,92	不会储存
S312,98	不会保存
K315,3	passive-concerns
Q315,21,19
S315,22	廣告
S315,26	行銷
S315,30	營銷
S315,34	推廣
S315,38	合作夥伴
S315,44	合作伙伴
S315,50	第三方
S315,55	數據分析
S315,61	資料分析
S315,67	個人化
S315,72	個性化
S315,77	改善
S315,81	改進
S315,85	提升
S315,89	優化
S315,93	研究
S315,97	共享給
S315,102	分享給
S315,107	广告
K317,3	passive-negations
S317,22	不未非絕绝
K318,3	reason-markers
Q318,19,24
S318,20	以便
S318,24	用於
S318,28	用來
S318,32	為了
S318,36	以
S318,39	來
S318,42	可以
S318,46	讓你
S318,50	讓您
S318,54	便於
S318,58	方便
S318,62	從而
S318,66	幫助
S318,70	例如
S318,74	比如
S319,5	如
S319,8	當
S319,11	時
S319,14	才能
S319,18	進行
S319,22	後，
S319,26	用作
S319,30	將
S319,33	把
K322,3	no-reason-words
Q322,20,68
S322,21	到
S322,24	至
S322,27	此應用程式
S322,34	此應用程序
S322,41	應用程式
S322,47	應用程序
S322,53	本應用
S322,58	此應用
S322,63	該應用
S322,68	應用
S322,72	app
S322,77	我們
S322,81	你的
S322,85	您的
S322,89	你
S322,92	您
S322,95	的
S322,98	需要
S322,102	想要
S322,106	希望
S322,110	請
S322,113	允許
S322,117	授權
S322,121	同意
S322,125	權限
S322,129	許可
S322,133	取用
S322,137	存取
S322,141	使用
S322,145	取得
S322,149	獲取
S322,153	獲得
S322,157	訪問
S322,161	開啟
S322,165	打開
S322,169	才能
S322,173	以便
S322,177	用於
S322,181	用來
S322,185	以
S322,188	來
S322,191	進行
S322,195	功能
S322,199	相關
S322,203	正常
S322,207	某些
S322,211	部分
S322,215	此
S322,218	本
S322,221	該
S322,224	會
S322,227	將
S322,230	可以
S322,234	可
S322,237	能
S322,240	要
S322,243	和
S322,246	及
S322,249	與
S322,252	或
S322,255	並
S322,258	這
S322,261	被
S322,264	為
S322,267	資訊
S322,271	資料
S322,275	信息
S322,279	數據
K323,3	vague-phrases
Q323,18,33
S323,19	更好的體驗
S323,26	更好地體驗
S323,33	提升體驗
S323,39	提升使用者體驗
S323,48	優化體驗
S323,54	更佳體驗
S323,60	最佳體驗
S323,66	更好的服務
S324,5	提供更好
S324,11	更優質的服務
S324,19	改善體驗
S324,25	更流暢的體驗
S324,33	最佳…體驗
S324,40	最好…體驗
S324,47	提升…體驗
S324,54	更好…體驗
S324,61	優化…體驗
S324,68	改善…體驗
S325,5	提升服務
S325,11	優化服務
S325,17	改善服務
S325,23	改進服務
S325,29	完善服務
S325,35	改進產品
S326,5	音訊相關功能
S326,13	音頻相關功能
S326,21	相機相關功能
S326,29	麥克風相關功能
S326,38	定位相關功能
S326,46	位置相關功能
S326,54	相簿相關功能
S326,62	照片相關功能
S326,70	藍牙相關功能
K327,3	placeholders
Q327,17,13
S327,18	TODO
S327,24	TBD
S327,29	FIXME
S327,36	XXX
S327,41	lorem ipsum
S327,54	待定
S327,58	待翻譯
S327,63	待翻译
S327,68	待補充
S327,73	佔位
S327,77	此處填寫
S327,83	翻譯中
S327,88	$(
K329,3	placeholder-values
Q329,23,11
S329,24	是
S329,27	否
S329,30	無
S329,33	描述
S329,37	說明
S329,41	用途說明
S329,47	權限說明
S329,53	使用說明
S329,59	文字
S329,63	測試
S329,67	允許
K331,3	doubled-words
Q331,18,13
S331,19	的
S331,22	你的
S331,26	您的
S331,30	我們的
S331,35	你
S331,38	您
S331,41	在
S331,44	是
S331,47	和
S331,50	與
S331,53	把
S331,56	將
S331,59	了
K334,3	read-words
Q334,15,16
S334,16	選擇
S334,20	選取
S334,24	上傳
S334,28	分享
S334,32	傳送
S334,36	瀏覽
S334,40	檢視
S334,44	查看
S334,48	讀取
S334,52	匯入
S334,56	辨識
S334,60	使用你的
S334,66	使用您的
S334,72	同步
S334,76	追蹤
S334,80	監測
K335,3	write-words
Q335,16,6
S335,17	儲存
S335,21	保存
S335,25	存入
S335,29	匯出
S335,33	寫入
S335,37	同步
K337,3	apple-names
M338,5,12
K338,5	面容 ID
S338,12	Face ID
K339,5	面容ID
S339,11	Face ID
K340,5	觸控 ID
S340,12	Touch ID
K341,5	觸控ID
S341,11	Touch ID
K342,5	FaceID
S342,13	Face ID
K343,5	TouchID
S343,14	Touch ID
K345,5	Apple Health
S345,19	「健康」
K346,5	蘋果健康
S346,11	「健康」
K347,5	Health App
S347,17	「健康」App
K348,5	Health app
S348,17	「健康」App
K349,5	Apple Wallet
S349,19	「錢包」
K350,5	Wallet App
S350,17	「錢包」App
K351,3	min-columns
S351,16	12
K352,3	max-columns
S352,16	140
K353,3	pronouns
Q353,13,2
S353,14	你
S353,17	您
K357,3	also-wrong-script
S357,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K360,3	regional-terms
M361,5,75
K361,5	訪問
S361,9	取用
K362,5	視頻
S362,9	影片
K363,5	用戶
S363,9	使用者
K364,5	信息
S364,9	資訊
K365,5	默認
S365,9	預設
K366,5	網絡
S366,9	網路
K367,5	軟件
S367,9	軟體
K368,5	硬件
S368,9	硬體
K369,5	設置
S369,9	設定
K370,5	數據
S370,9	資料
K371,5	設備
S371,9	裝置
K372,5	獲取
S372,9	取得
K373,5	攝像頭
S373,10	相機
K374,5	相冊
S374,9	相簿
K375,5	屏幕
S375,9	螢幕
K376,5	鼠標
S376,9	滑鼠
K377,5	內存
S377,9	記憶體
K378,5	登錄
S378,9	登入
K379,5	短信
S379,9	簡訊
K380,5	個性化
S380,10	個人化
K381,5	質量
S381,9	品質
K382,5	激活
S382,9	啟用
K383,5	服務器
S383,10	伺服器
K384,5	緩存
S384,9	快取
K385,5	二維碼
S385,10	QR 碼
K386,5	實時
S386,9	即時
K387,5	在線
S387,9	線上
K388,5	賬號
S388,9	帳號
K389,5	賬戶
S389,9	帳號
K390,5	菜單
S390,9	選單
K391,5	界面
S391,9	介面
K392,5	運行
S392,9	執行
K393,5	兼容
S393,9	相容
K394,5	搜索
S394,9	搜尋
K395,5	粘貼
S395,9	貼上
K396,5	打印
S396,9	列印
K397,5	刷新
S397,9	重新整理
K398,5	導出
S398,9	匯出
K399,5	導入
S399,9	匯入
K400,5	咪高風
S400,10	麥克風
K401,5	咪高峰
S401,10	麥克風
K402,5	後台
S402,9	背景
K403,5	應用程序
S403,11	應用程式
K404,5	當前
S404,9	目前
K405,5	添加
S405,9	新增
K406,5	保存
S406,9	儲存
K407,5	許可權
S407,10	權限
K408,5	本地網路
S408,11	區域網路
K409,5	位置訊息
S409,11	位置資訊
K410,5	音頻
S410,9	音訊
K411,5	插件
S411,9	外掛程式
K412,5	語音識別
S412,11	語音辨識
K413,5	人臉識別
S413,11	臉部辨識
K414,5	文字消息
S414,11	文字訊息
K416,5	卸載
S416,9	解除安裝
K417,5	鏈接
S417,9	連結
K418,5	點擊
S418,9	點一下
K419,5	智能
S419,9	智慧
K420,5	優化
S420,9	最佳化
K421,5	字體
S421,9	字型
K422,5	文本
S422,9	文字
K423,5	信號
S423,9	訊號
K424,5	數碼
S424,9	數位
K425,5	移動數據
S425,11	行動數據
K426,5	移動網絡
S426,11	行動網路
K427,5	日曆
S427,9	行事曆
K428,5	攝像機
S428,10	攝影機
K429,5	截屏
S429,9	截圖
K430,5	全屏
S430,9	全螢幕
K431,5	存儲
S431,9	儲存
K433,5	視頻通話
S433,11	視訊通話
K434,5	視頻會議
S434,11	視訊會議
K435,5	視頻聊天
S435,11	視訊聊天
K436,5	傳感器
S436,10	感測器
K437,5	識別
S437,9	辨識
K439,3	regional-exceptions
Q439,24,7
S439,25	行動數據
S439,31	數據機
S439,36	統計數據
S439,42	大數據
S439,47	識別碼
S439,52	識別證
S439,57	識別符
K445,3	colloquial-terms
M446,5,26
K446,5	佢哋
S446,9	他們
K447,5	我哋
S447,9	我們
K448,5	你哋
S448,9	你們
K449,5	而家
S449,9	現在
K450,5	邊度
S450,9	哪裡
K451,5	點樣
S451,9	怎樣
K452,5	影相
S452,9	拍照
K453,5	同埋
S453,9	以及
K454,5	嘅
S454,8	的
K455,5	咗
S455,8	了
K456,5	唔
S456,8	不
K457,5	冇
S457,8	沒有
K458,5	佢
S458,8	他
K459,5	喺
S459,8	在
K460,5	嘢
S460,8	東西
K461,5	啲
S461,8	些
K462,5	睇
S462,8	看
K463,5	嚟
S463,8	來
K464,5	嗰
S464,8	那
K465,5	噉
S465,8	這樣
K466,5	咁
S466,8	這麼
K467,5	攞
S467,8	拿
K468,5	諗
S468,8	想
K469,5	搵
S469,8	找
K470,5	畀
S470,8	給
K471,5	哋
S471,8	們
K472,3	draft-corrections
M473,5,7
K473,5	許可權
S473,10	權限
K474,5	訪問
S474,9	取用
K475,5	存取
S475,9	取用
K477,5	影象
S477,9	影像
K478,5	圖象
S478,9	圖像
K479,5	頭象
S479,9	頭像
K480,5	錄象
S480,9	錄影
K481,3	resources
M482,5,11
K482,5	camera
M482,13,3
K482,15	names
Q482,22,4
S482,23	相機
S482,27	攝像頭
S482,32	攝影機
S482,37	鏡頭
K482,42	related
Q482,51,11
S482,52	拍照
S482,56	拍攝
S482,60	掃描
S482,64	掃碼
S482,68	條碼
S482,72	QR
S482,76	影片
S482,80	錄影
S482,84	照片
S482,88	自拍
S482,92	錄製
K483,7	does
Q483,13,21
S483,14	拍照
S483,18	拍攝照片和影片
S483,27	拍攝照片或影片
S483,36	拍照和錄影
S483,43	拍照或錄影
S483,50	拍照片
S483,55	拍攝照片
S483,61	拍攝影片
S483,67	拍攝視頻
S483,73	拍影片
S483,78	拍攝
S483,82	錄影
S483,86	錄像
S483,90	錄製影片
S483,96	錄製視頻
S483,102	使用相機
S483,108	使用攝像頭
S483,115	使用攝影機
S483,122	取用相機
S483,128	存取相機
S483,134	訪問相機
K484,5	microphone
M484,17,3
K484,19	names
Q484,26,3
S484,27	麥克風
S484,32	咪高風
S484,37	咪高峰
K484,43	related
Q484,52,6
S484,53	錄音
S484,57	語音
S484,61	聲音
S484,65	通話
S484,69	錄製
S484,73	說話
K485,7	does
Q485,13,18
S485,14	錄音
S485,18	錄製音訊
S485,24	錄製音頻
S485,30	錄製聲音
S485,36	錄製語音
S485,42	擷取聲音
S485,48	擷取音訊
S485,54	採集聲音
S485,60	採集音頻
S485,66	捕獲音頻
S485,72	捕獲音訊
S485,78	聲音擷取
S485,84	聲音採集
S485,90	收音
S485,94	使用麥克風
S485,101	取用麥克風
S485,108	存取麥克風
S485,115	訪問麥克風
K486,5	photos
M486,13,3
K486,15	names
Q486,22,4
S486,23	相簿
S486,27	相冊
S486,31	圖庫
S486,35	照片圖庫
K486,42	related
Q486,51,7
S486,52	照片
S486,56	圖片
S486,60	儲存
S486,64	保存
S486,68	桌布
S486,72	影片
S486,76	相片
K487,7	does
Q487,13,33
S487,14	儲存照片
S487,20	儲存相片
S487,26	儲存圖片
S487,32	保存照片
S487,38	保存圖片
S487,44	儲存到相簿
S487,51	儲存至相簿
S487,58	加入照片
S487,64	加入圖片
S487,70	添加照片
S487,76	添加圖片
S487,82	寫入相簿
S487,88	把圖片寫入相簿
S487,97	將圖片寫入相簿
S487,106	存入相簿
S487,112	取用照片
S487,118	存取照片
S487,124	存取相簿
S487,130	取用相簿
S487,136	訪問相簿
S487,142	訪問照片
S487,148	存取照片圖庫
S487,156	取用照片圖庫
S487,164	訪問照片圖庫
S487,172	讀取照片
S487,178	讀取相簿
S487,184	使用相簿
S487,190	使用照片
S487,196	選擇照片
S487,202	選取照片
S487,208	選擇相片
S487,214	選擇圖片
S487,220	選取圖片
K488,5	contacts
M488,15,3
K488,17	names
Q488,24,2
S488,25	聯絡人
S488,30	通訊錄
K488,36	related
Q488,45,4
S488,46	好友
S488,50	朋友
S488,54	邀請
S488,58	電話號碼
K489,7	does
Q489,13,7
S489,14	取用聯絡人
S489,21	存取聯絡人
S489,28	讀取聯絡人
S489,35	訪問通訊錄
S489,42	讀取通訊錄
S489,49	存取通訊錄
S489,56	使用通訊錄
K490,5	calendars
M490,16,3
K490,18	names
Q490,25,2
S490,26	行事曆
S490,31	日曆
K490,36	related
Q490,45,5
S490,46	行程
S490,50	事件
S490,54	預約
S490,58	活動
S490,62	預訂
K491,7	does
Q491,13,6
S491,14	取用行事曆
S491,21	存取行事曆
S491,28	讀取行事曆
S491,35	訪問日曆
S491,41	讀取日曆
S491,47	使用行事曆
K492,5	reminders
M492,16,3
K492,18	names
Q492,25,1
S492,26	提醒事項
K492,33	related
Q492,42,3
S492,43	待辦
S492,47	任務
S492,51	提醒
K493,7	does
Q493,13,3
S493,14	取用提醒事項
S493,22	存取提醒事項
S493,30	讀取提醒事項
K494,5	location
M494,15,3
K494,17	names
Q494,24,2
S494,25	位置
S494,29	定位
K494,34	related
Q494,43,7
S494,44	地圖
S494,48	附近
S494,52	導航
S494,56	所在
S494,60	城市
S494,64	天氣
S494,68	路線
K495,7	does
Q495,13,19
S495,14	取得位置
S495,20	取得你的位置
S495,28	取得您的位置
S495,36	取得定位
S495,42	獲取位置
S495,48	獲取你的位置
S495,56	獲取您的位置
S495,64	獲得位置
S495,70	取得目前位置
S495,78	確定位置
S495,84	使用位置
S495,90	使用你的位置
S495,98	使用您的位置
S495,106	取用位置
S495,112	存取位置
S495,118	訪問位置
S495,124	位置資訊
S495,130	位置信息
S495,136	定位
K496,5	bluetooth
M496,16,3
K496,18	names
Q496,25,1
S496,26	藍牙
K496,31	related
Q496,40,5
S496,41	裝置
S496,45	設備
S496,49	配件
S496,53	連接
S496,57	配對
K497,7	does
Q497,13,9
S497,14	使用藍牙
S497,20	取用藍牙
S497,26	存取藍牙
S497,32	訪問藍牙
S497,38	連接藍牙
S497,44	連線藍牙
S497,50	連接藍牙裝置
S497,58	連接藍牙設備
S497,66	搜尋藍牙裝置
K498,5	health
M498,13,3
K498,15	names
Q498,22,2
S498,23	健康資料
S498,29	「健康」
K498,36	related
Q498,45,6
S498,46	運動
S498,50	步數
S498,54	心率
S498,58	睡眠
S498,62	體重
S498,66	血糖
K499,7	does
Q499,13,5
S499,14	讀取健康資料
S499,22	寫入健康資料
S499,30	取用健康資料
S499,38	存取健康資料
S499,46	讀取健康數據
K500,5	face-id
M500,14,3
K500,16	names
Q500,23,2
S500,24	Face ID
S500,33	FaceID
K500,42	related
Q500,51,5
S500,52	解鎖
S500,56	驗證
S500,60	登入
S500,64	身分
S500,68	身份
K501,7	does
Q501,13,7
S501,14	使用 face id
S501,26	身分驗證
S501,32	身份驗證
S501,38	驗證身分
S501,44	驗證身份
S501,50	進行身分驗證
S501,58	進行身份驗證
K502,5	speech-recognition
M502,25,3
K502,27	names
Q502,34,2
S502,35	語音辨識
S502,41	語音識別
K502,48	related
Q502,57,4
S502,58	聽寫
S502,62	轉寫
S502,66	語音
S502,70	轉錄
K503,7	does
Q503,13,6
S503,14	語音辨識
S503,20	語音識別
S503,26	辨識語音
S503,32	識別語音
S503,38	使用語音辨識
S503,46	語音轉文字

"""#
}
