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
S21,28	^(see|receive|enjoy|watch|browse|hear|shop)\\b
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
M260,3,24
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
Q273,5,16
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
S294,7	\\b(requested|required|needed|used|asked for) by (a |the |some |our )?(3rd|third)[- ]party( (api|apis|sdk|sdks|library|libraries|service|services|code|component|components))?\\b
S297,7	^(to )?(save|add|write|store)s? (the |your )?(photos?|pictures?|images?|videos?)( and (photos?|pictures?|images?|videos?))? (to|in|into) (the |your )?(photos( app)?|photo (album|library)|album|camera roll|gallery)[.!]?
S299,7	\\b((declared|required|needed|here) (only )?for (system |ios |platform )?compatibility|(only )?for (system |ios |platform )?compatibility (only|reasons))\\b
K302,3	passive
Q303,5,1
S303,7	\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b
K306,3	passive-hints
Q306,18,8
S306,19	used
S306,25	collected
S306,36	shared
S306,44	accessed
S306,54	processed
S306,65	analyzed
S306,75	analysed
S306,85	tracked
K307,3	passive-agents
Q307,19,6
S307,20	 we 
S307,28	 we'
S307,36	 our 
S307,45	 us 
S307,53	 uses 
S307,63	 use 
K309,3	passive-assurances
Q309,23,13
S309,24	never uploaded
S309,40	never stored
S309,54	never saved
S309,67	never leaves
S309,81	never leave
S309,94	not uploaded
S309,108	not stored
S309,120	not saved
S309,131	not shared
S309,143	stays on your
S309,158	stay on your
S309,172	only on your device
S309,193	only on this device
K312,3	passive-concerns
Q312,21,15
S312,22	 ads
S312,30	advertis
S312,40	marketing
S312,51	partner
S312,60	third part
S312,72	third-part
S312,84	analytics
S312,95	personaliz
S312,107	personalis
S312,119	improve
S312,128	enhance
S312,137	optimi
S312,145	research
S312,155	sold to
S312,164	sell
K313,3	reason-markers
Q313,19,24
S313,20	 to 
S313,28	 so 
S313,36	 for 
S313,45	because
S313,56	 when 
S313,66	 while 
S313,77	 lets 
S313,87	 allows 
S314,5	 helps 
S314,16	 by 
S314,24	 in order
S314,37	e.g.
S314,45	for example
S314,60	such as
S314,71	 used 
S314,81	 uses 
S314,91	 if 
S315,5	 can 
S315,14	(
S315,19	 from 
S315,29	 into 
S315,39	 with 
S315,49	 on 
S315,57	 in 
K318,3	no-reason-words
Q318,20,78
S318,21	this
S318,27	that
S318,33	these
S318,40	app
S318,45	application
S318,58	the
S318,63	a
S318,66	an
S318,70	your
S318,76	you
S318,81	we
S318,85	us
S318,89	our
S318,94	it
S318,98	its
S318,103	is
S318,107	are
S318,112	be
S318,116	been
S318,122	will
S318,128	would
S318,135	could
S318,142	like
S318,148	want
S318,154	wants
S318,161	need
S318,167	needs
S318,174	needed
S318,182	require
S318,191	requires
S318,201	required
S318,211	necessary
S318,222	access
S318,230	permission
S318,242	permissions
S318,255	allow
S318,262	allows
S318,270	let
S318,275	lets
S318,281	please
S318,289	grant
S318,296	enable
S318,304	give
S318,310	get
S318,315	consent
S318,324	use
S318,329	uses
S318,335	used
S318,341	using
S318,348	to
S318,352	for
S318,357	in
S318,361	of
S318,365	and
S318,370	or
S318,374	with
S318,380	on
S318,384	by
S318,388	from
S318,394	so
S318,398	can
S318,403	may
S318,408	only
S318,414	some
S318,420	certain
S318,429	feature
S318,438	features
S318,448	function
S318,458	functions
S318,469	functionality
S318,484	properly
S318,494	correctly
S318,505	work
S318,511	works
S318,518	working
S318,527	information
S318,540	info
S318,546	data
K319,3	vague-phrases
Q319,18,32
S319,19	better experience
S319,38	improve your experience
S319,63	enhance your experience
S320,5	best experience
S320,22	improved experience
S320,43	better user experience
S320,67	optimal experience
S321,5	better service
S321,21	improve our service
S321,42	improve our services
S321,64	enhance the app
S322,5	best … experience
S322,24	make the app … better
S322,47	enhance … experience
S322,69	improve … experience
S323,5	better … experience
S323,26	more personalized experience
S323,56	better search result
S323,78	better ads
S324,5	-related features
S324,24	-related functions
S324,44	related functions and services
S324,76	improve app usage
S325,5	improve the app
S325,22	improve our app
S325,39	improve this app
S325,57	improve the service
S326,5	improve our products
S326,27	relevant services
S326,46	related services
S326,64	personalized services
S327,5	personalised services
K329,3	marketing-phrases
Q329,22,18
S329,23	amazing
S329,32	awesome
S329,41	incredible
S329,53	stunning
S329,63	revolutionary
S329,78	unbeatable
S329,90	jaw-dropping
S330,5	world's best
S330,19	the best app
S330,33	number one
S330,45	#1
S330,51	like never before
S330,70	download now
S330,84	try it now
S331,5	and much more
S331,20	and so much more
S331,38	tons of features
S331,56	all-in-one
K332,3	placeholders
Q332,17,8
S332,18	TODO
S332,24	TBD
S332,29	FIXME
S332,36	XXX
S332,41	lorem ipsum
S332,54	placeholder text
S332,72	translate me
S332,86	$(
K334,3	placeholder-values
Q334,23,13
S334,24	yes
S334,29	no
S334,33	none
S334,39	n/a
S334,46	description
S334,59	usage description
S334,78	purpose
S334,87	text
S334,93	string
S334,101	value
S334,108	test
S334,114	-
S334,119	...
K336,3	doubled-words
Q336,18,17
S336,19	the
S336,24	a
S336,27	an
S336,31	to
S336,35	of
S336,39	your
S336,45	you
S336,50	in
S336,54	on
S336,58	for
S336,63	and
S336,68	with
S336,74	is
S336,78	will
S336,84	can
S336,89	this
S336,95	that's
K340,3	read-words
Q340,15,35
S340,16	choose
S340,24	choosing
S340,34	pick
S340,40	picking
S340,49	select
S340,57	selecting
S340,68	load
S340,74	loading
S340,83	upload
S340,91	uploading
S340,102	attach
S340,110	attaching
S340,121	send
S340,127	sending
S340,136	share
S340,143	sharing
S340,152	browse
S340,160	browsing
S340,170	view
S340,176	viewing
S340,185	import
S340,193	importing
S340,204	read
S340,210	reading
S340,219	identify
S340,229	set as
S340,237	use your
S340,247	using your
S340,259	sync
S340,265	syncing
S340,274	synchronize
S340,287	track
S340,294	tracking
S340,304	monitor
S340,313	monitoring
K341,3	write-words
Q341,16,13
S341,17	save
S341,23	saving
S341,31	store
S341,38	storing
S341,47	export
S341,55	exporting
S341,66	download
S341,76	downloading
S341,89	write
S341,96	writing
S341,105	sync
S341,111	syncing
S341,120	synchronize
K343,3	apple-names
M344,5,2
K344,5	FaceID
S344,13	Face ID
K345,5	TouchID
S345,14	Touch ID
K346,3	min-columns
S346,16	20
K347,3	max-columns
S347,16	200
K348,3	resources
M349,5,11
K349,5	camera
M349,13,3
K349,15	names
Q349,22,1
S349,23	camera
K349,32	related
Q349,41,8
S349,42	photo
S349,49	picture
S349,58	video
S349,65	scan
S349,71	QR
S349,75	selfie
S349,83	record
S349,91	film
K350,7	does
Q350,13,21
S350,14	take photos
S350,27	take a photo
S350,41	take photo
S350,53	take pictures
S350,68	take a picture
S350,84	take picture
S350,98	take videos
S350,111	take a video
S350,125	take photos and videos
S350,149	record video
S350,163	record videos
S350,178	record a video
S350,194	capture photos
S350,210	capture a photo
S350,227	capture images
S350,243	capture video
S350,258	capture videos
S350,274	use the camera
S350,290	use your camera
S350,307	access the camera
S350,326	access your camera
K351,5	microphone
M351,17,3
K351,19	names
Q351,26,1
S351,27	microphone
K351,40	related
Q351,49,8
S351,50	record
S351,58	voice
S351,65	audio
S351,72	sound
S351,79	speak
S351,86	talk
S351,92	call
S351,98	dictat
K352,7	does
Q352,13,12
S352,14	record audio
S352,28	record sound
S352,42	record sounds
S352,57	record your voice
S352,76	record voice
S352,90	capture audio
S352,105	capture sound
S352,120	audio recording
S352,137	use the microphone
S352,157	use your microphone
S352,178	access the microphone
S352,201	access your microphone
K353,5	photos
M353,13,3
K353,15	names
Q353,22,3
S353,23	photo library
S353,38	photo album
S353,51	camera roll
K353,65	related
Q353,74,6
S353,75	photo
S353,82	picture
S353,91	image
S353,98	save
S353,104	video
S353,111	wallpaper
K354,7	does
Q354,13,34
S354,14	access photos
S354,29	access your photos
S354,49	access the photo library
S354,75	access your photo library
S354,102	save photos
S354,115	save images
S354,128	save pictures
S354,143	save videos
S354,156	save photos and videos
S354,180	save to your photo library
S354,208	save to the photo library
S354,235	use your photos
S354,252	use the photo library
S354,275	select photos
S354,290	select a photo
S354,306	choose photos
S354,321	choose a photo
S354,337	pick photos
S354,350	pick a photo
S354,364	select images
S354,379	choose images
S354,394	add photos to your device
S354,421	add photos to your photo library
S354,455	add photos to the photo library
S354,488	write pictures into your album
S354,520	write photos into your album
S354,550	write pictures to your album
S354,580	write images to your album
S354,608	write pictures
S354,624	write photos
S354,638	write images
S354,652	add pictures to your album
S354,680	save photos to your device
S354,708	save to your device
K355,5	contacts
M355,15,3
K355,17	names
Q355,24,2
S355,25	contacts
S355,35	address book
K355,50	related
Q355,59,4
S355,60	friend
S355,68	people
S355,76	invite
S355,84	phone number
K356,7	does
Q356,13,5
S356,14	access your contacts
S356,36	access contacts
S356,53	read your contacts
S356,73	read contacts
S356,88	use your contacts
K357,5	calendars
M357,16,3
K357,18	names
Q357,25,1
S357,26	calendar
K357,37	related
Q357,46,4
S357,47	event
S357,54	schedule
S357,64	booking
S357,73	appointment
K358,7	does
Q358,13,5
S358,14	access your calendar
S358,36	access your calendars
S358,59	access the calendar
S358,80	read your calendar
S358,100	read your calendars
K359,5	reminders
M359,16,3
K359,18	names
Q359,25,1
S359,26	reminders
K359,38	related
Q359,47,3
S359,48	to-do
S359,55	task
S359,61	remind
K360,7	does
Q360,13,2
S360,14	access your reminders
S360,37	read your reminders
K361,5	location
M361,15,3
K361,17	names
Q361,24,2
S361,25	location
S361,35	GPS
K361,41	related
Q361,50,7
S361,51	map
S361,56	nearby
S361,64	where
S361,71	city
S361,77	route
S361,84	direction
S361,95	weather
K362,7	does
Q362,13,11
S362,14	get your location
S362,33	get your current location
S362,60	get location
S362,74	obtain your location
S362,96	know your location
S362,116	know where you are
S362,136	determine your location
S362,161	find your location
S362,181	access your location
S362,203	use your location
S362,222	use location
K363,5	bluetooth
M363,16,3
K363,18	names
Q363,25,1
S363,26	Bluetooth
K363,38	related
Q363,47,4
S363,48	device
S363,56	accessor
S363,66	connect
S363,75	pair
K364,7	does
Q364,13,6
S364,14	use bluetooth
S364,29	access bluetooth
S364,47	connect to bluetooth
S364,69	connect to bluetooth devices
S364,99	discover bluetooth devices
S364,127	scan for bluetooth devices
K365,5	health
M365,13,3
K365,15	names
Q365,22,2
S365,23	Health app
S365,35	health data
K365,49	related
Q365,58,7
S365,59	workout
S365,68	step
S365,74	heart
S365,81	sleep
S365,88	weight
S365,96	glucose
S365,105	insulin
K366,7	does
Q366,13,7
S366,14	read your health data
S366,37	read health data
S366,55	write health data
S366,74	save health data
S366,92	save your health data
S366,115	access your health data
S366,140	access health data
K367,5	face-id
M367,14,3
K367,16	names
Q367,23,2
S367,24	Face ID
S367,33	FaceID
K367,42	related
Q367,51,5
S367,52	unlock
S367,60	authenticat
S367,73	sign in
S367,82	log in
S367,90	verify
K368,7	does
Q368,13,8
S368,14	use face id
S368,27	authenticate with face id
S368,54	authenticate you
S368,72	authenticate
S368,86	authentication
S368,102	biometric authentication
S368,128	biometric login
S368,145	biometric verification
K369,5	speech-recognition
M369,25,3
K369,27	names
Q369,34,1
S369,35	speech recognition
K369,56	related
Q369,65,4
S369,66	dictat
S369,74	transcri
S369,84	voice
S369,91	speech
K370,7	does
Q370,13,6
S370,14	recognize speech
S370,32	recognise speech
S370,50	transcribe speech
S370,69	use speech recognition
S370,93	speech recognition
S370,113	speech to text

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
S22,28	^(看到|看見|收到|瀏覽|享受)
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
M271,3,32
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
Q318,18,21
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
S318,135	相關服務
S318,141	個性化服務
S318,148	個人化服務
K320,3	marketing-phrases
Q320,22,23
S320,23	超棒
S320,27	超讚
S320,31	極致
S320,35	最強
S320,39	最好用
S320,44	頂級
S320,48	震撼
S320,52	驚艷
S320,56	驚豔
S320,60	絕佳
S320,64	立即體驗
S320,70	馬上體驗
S320,76	快來
S320,80	趕快
S321,5	不容錯過
S321,11	限時
S321,15	免費領取
S321,21	一鍵搞定
S321,27	等眾多功能
S321,34	等多種功能
S321,41	等更多功能
S321,48	更多精彩
S321,54	一站式
K322,3	placeholders
Q322,17,11
S322,18	TODO
S322,24	TBD
S322,29	FIXME
S322,36	XXX
S322,41	lorem ipsum
S322,54	待定
S322,58	待翻譯
S322,63	待補充
S322,68	佔位
S322,72	翻譯中
S322,77	$(
K324,3	placeholder-values
Q324,23,11
S324,24	是
S324,27	否
S324,30	無
S324,33	描述
S324,37	說明
S324,41	用途說明
S324,47	權限說明
S324,53	使用說明
S324,59	文字
S324,63	測試
S324,67	允許
K326,3	doubled-words
Q326,18,13
S326,19	的
S326,22	你的
S326,26	您的
S326,30	我們的
S326,35	你
S326,38	您
S326,41	在
S326,44	是
S326,47	和
S326,50	與
S326,53	把
S326,56	將
S326,59	了
K329,3	read-words
Q329,15,17
S329,16	選擇
S329,20	選取
S329,24	上載
S329,28	上傳
S329,32	分享
S329,36	傳送
S329,40	瀏覽
S329,44	檢視
S329,48	查看
S329,52	讀取
S329,56	匯入
S329,60	識別
S329,64	使用你的
S329,70	使用您的
S329,76	同步
S329,80	追蹤
S329,84	監測
K330,3	write-words
Q330,16,6
S330,17	儲存
S330,21	保存
S330,25	存入
S330,29	匯出
S330,33	寫入
S330,37	同步
K332,3	apple-names
M333,5,12
K333,5	面容 ID
S333,12	Face ID
K334,5	面容ID
S334,11	Face ID
K335,5	觸控 ID
S335,12	Touch ID
K336,5	觸控ID
S336,11	Touch ID
K337,5	FaceID
S337,13	Face ID
K338,5	TouchID
S338,14	Touch ID
K340,5	Apple Health
S340,19	「健康」
K341,5	蘋果健康
S341,11	「健康」
K342,5	Health App
S342,17	「健康」App
K343,5	Health app
S343,17	「健康」App
K344,5	Apple Wallet
S344,19	「銀包」
K345,5	Wallet App
S345,17	「銀包」App
K346,3	min-columns
S346,16	12
K347,3	max-columns
S347,16	140
K348,3	pronouns
Q348,13,2
S348,14	你
S348,17	您
K352,3	also-wrong-script
S352,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K356,3	regional-terms
M357,5,25
K357,5	添加
S357,9	加入
K358,5	訪問
S358,9	取用
K359,5	視頻
S359,9	影片
K360,5	視頻通話
S360,11	視像通話
K361,5	視頻會議
S361,11	視像會議
K362,5	信息
S362,9	資訊
K363,5	默認
S363,9	預設
K364,5	設置
S364,9	設定
K365,5	攝像頭
S365,10	相機
K366,5	相冊
S366,9	相簿
K367,5	屏幕
S367,9	螢幕
K368,5	鼠標
S368,9	滑鼠
K369,5	登錄
S369,9	登入
K370,5	短信
S370,9	短訊
K371,5	個性化
S371,10	個人化
K372,5	質量
S372,9	質素
K373,5	激活
S373,9	啟用
K374,5	菜單
S374,9	選單
K375,5	界面
S375,9	介面
K376,5	搜索
S376,9	搜尋
K377,5	打印
S377,9	列印
K378,5	後台
S378,9	背景
K379,5	應用程序
S379,11	應用程式
K380,5	許可權
S380,10	權限
K381,5	保存
S381,9	儲存
K387,3	colloquial-terms
M388,5,26
K388,5	佢哋
S388,9	他們
K389,5	我哋
S389,9	我們
K390,5	你哋
S390,9	你們
K391,5	而家
S391,9	現在
K392,5	邊度
S392,9	哪裡
K393,5	點樣
S393,9	怎樣
K394,5	影相
S394,9	拍照
K395,5	同埋
S395,9	以及
K396,5	嘅
S396,8	的
K397,5	咗
S397,8	了
K398,5	唔
S398,8	不
K399,5	冇
S399,8	沒有
K400,5	佢
S400,8	他
K401,5	喺
S401,8	在
K402,5	嘢
S402,8	東西
K403,5	啲
S403,8	些
K404,5	睇
S404,8	看
K405,5	嚟
S405,8	來
K406,5	嗰
S406,8	那
K407,5	噉
S407,8	這樣
K408,5	咁
S408,8	這麼
K409,5	攞
S409,8	拿
K410,5	諗
S410,8	想
K411,5	搵
S411,8	找
K412,5	畀
S412,8	給
K413,5	哋
S413,8	們
K415,3	draft-corrections
M416,5,11
K416,5	許可權
S416,10	權限
K417,5	訪問
S417,9	取用
K418,5	存取
S418,9	取用
K419,5	區域網路
S419,11	區域網絡
K420,5	網路
S420,9	網絡
K421,5	軟體
S421,9	軟件
K422,5	使用者
S422,10	用戶
K423,5	行事曆
S423,10	日曆
K424,5	麥克風
S424,10	咪高風
K425,5	數位
S425,9	數碼
K426,5	品質
S426,9	質素
K427,3	resources
M428,5,7
K428,5	camera
M428,13,3
K428,15	names
Q428,22,4
S428,23	相機
S428,27	攝像頭
S428,32	攝影機
S428,37	鏡頭
K428,42	related
Q428,51,11
S428,52	拍照
S428,56	拍攝
S428,60	掃描
S428,64	掃碼
S428,68	QR
S428,72	影片
S428,76	錄影
S428,80	相片
S428,84	照片
S428,88	自拍
S428,92	錄製
K429,7	does
Q429,13,21
S429,14	拍照
S429,18	拍攝照片和影片
S429,27	拍攝照片或影片
S429,36	拍照和錄影
S429,43	拍照或錄影
S429,50	拍照片
S429,55	拍攝照片
S429,61	拍攝影片
S429,67	拍攝視頻
S429,73	拍影片
S429,78	拍攝
S429,82	錄影
S429,86	錄像
S429,90	錄製影片
S429,96	錄製視頻
S429,102	使用相機
S429,108	使用攝像頭
S429,115	使用攝影機
S429,122	取用相機
S429,128	存取相機
S429,134	訪問相機
K430,5	microphone
M430,17,3
K430,19	names
Q430,26,3
S430,27	咪高風
S430,32	咪高峰
S430,37	麥克風
K430,43	related
Q430,52,6
S430,53	錄音
S430,57	語音
S430,61	聲音
S430,65	通話
S430,69	錄製
S430,73	說話
K431,7	does
Q431,13,18
S431,14	錄音
S431,18	錄製音訊
S431,24	錄製音頻
S431,30	錄製聲音
S431,36	錄製語音
S431,42	擷取聲音
S431,48	擷取音訊
S431,54	採集聲音
S431,60	採集音頻
S431,66	捕獲音頻
S431,72	捕獲音訊
S431,78	聲音擷取
S431,84	聲音採集
S431,90	收音
S431,94	使用麥克風
S431,101	取用麥克風
S431,108	存取麥克風
S431,115	訪問麥克風
K432,5	photos
M432,13,3
K432,15	names
Q432,22,3
S432,23	相簿
S432,27	相冊
S432,31	圖庫
K432,36	related
Q432,45,6
S432,46	相片
S432,50	照片
S432,54	圖片
S432,58	儲存
S432,62	保存
S432,66	影片
K433,7	does
Q433,13,26
S433,14	儲存照片
S433,20	儲存相片
S433,26	儲存圖片
S433,32	保存照片
S433,38	保存圖片
S433,44	儲存到相簿
S433,51	儲存至相簿
S433,58	存入相簿
S433,64	取用照片
S433,70	存取照片
S433,76	存取相簿
S433,82	取用相簿
S433,88	訪問相簿
S433,94	訪問照片
S433,100	存取照片圖庫
S433,108	取用照片圖庫
S433,116	訪問照片圖庫
S433,124	讀取照片
S433,130	讀取相簿
S433,136	使用相簿
S433,142	使用照片
S433,148	選擇照片
S433,154	選取照片
S433,160	選擇相片
S433,166	選擇圖片
S433,172	選取圖片
K434,5	contacts
M434,15,3
K434,17	names
Q434,24,2
S434,25	通訊錄
S434,30	聯絡人
K434,36	related
Q434,45,4
S434,46	好友
S434,50	朋友
S434,54	邀請
S434,58	電話號碼
K435,7	does
Q435,13,7
S435,14	取用聯絡人
S435,21	存取聯絡人
S435,28	讀取聯絡人
S435,35	訪問通訊錄
S435,42	讀取通訊錄
S435,49	存取通訊錄
S435,56	使用通訊錄
K436,5	calendars
M436,16,3
K436,18	names
Q436,25,2
S436,26	日曆
S436,30	行事曆
K436,36	related
Q436,45,4
S436,46	行程
S436,50	事件
S436,54	預約
S436,58	活動
K437,7	does
Q437,13,6
S437,14	取用行事曆
S437,21	存取行事曆
S437,28	讀取行事曆
S437,35	訪問日曆
S437,41	讀取日曆
S437,47	使用行事曆
K438,5	location
M438,15,3
K438,17	names
Q438,24,2
S438,25	位置
S438,29	定位
K438,34	related
Q438,43,7
S438,44	地圖
S438,48	附近
S438,52	導航
S438,56	所在
S438,60	城市
S438,64	天氣
S438,68	路線
K439,7	does
Q439,13,19
S439,14	取得位置
S439,20	取得你的位置
S439,28	取得您的位置
S439,36	取得定位
S439,42	獲取位置
S439,48	獲取你的位置
S439,56	獲取您的位置
S439,64	獲得位置
S439,70	取得目前位置
S439,78	確定位置
S439,84	使用位置
S439,90	使用你的位置
S439,98	使用您的位置
S439,106	取用位置
S439,112	存取位置
S439,118	訪問位置
S439,124	位置資訊
S439,130	位置信息
S439,136	定位
K440,5	bluetooth
M440,16,3
K440,18	names
Q440,25,1
S440,26	藍牙
K440,31	related
Q440,40,5
S440,41	裝置
S440,45	設備
S440,49	配件
S440,53	連接
S440,57	配對
K441,7	does
Q441,13,9
S441,14	使用藍牙
S441,20	取用藍牙
S441,26	存取藍牙
S441,32	訪問藍牙
S441,38	連接藍牙
S441,44	連線藍牙
S441,50	連接藍牙裝置
S441,58	連接藍牙設備
S441,66	搜尋藍牙裝置

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
S22,28	^(看到|看见|收到|浏览|享受)
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
M275,3,30
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
Q290,5,11
S290,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S291,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S293,7	(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S294,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S296,7	^(将|把)?(图片|照片|相片|图像|视频)(保存|存储|储存|存入|添加|写入)(至|到|进|入)?(你的|您的)?(系统)?(相册|照片|图库)中?[。！，,]?
S298,7	(是否|可否|能否)(允许|授权|同意).{0,10}(访问|使用|获取|获得|存取|取用|读取)(你|您)?的?.{0,8}$
S299,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S301,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
S303,7	(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)
S304,7	(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)
S306,7	(仅|只)(为|是|用于)?(系统)?兼容性?(声明|需要|要求)
K308,3	passive
Q309,5,2
S309,7	(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)
S310,7	被(用于|用来|用於|用來)
K313,3	passive-hints
Q313,18,4
S313,19	用于
S313,23	用来
S313,27	用於
S313,31	用來
K314,3	passive-agents
Q314,19,3
S314,20	我们
S314,24	我們
S314,28	本公司
K316,3	passive-assurances
Q316,23,12
S316,24	不会上传
S316,30	不会储存
S316,36	不会存储
S316,42	不会保存
S316,48	不会分享
S316,54	不会离开
S316,60	只在你的设备
S316,68	只在您的设备
S316,76	仅在你的设备
S316,84	仅在您的设备
S316,92	不會上傳
S316,98	不會儲存
K319,3	passive-concerns
Q319,21,15
S319,22	广告
S319,26	营销
S319,30	推广
S319,34	合作伙伴
S319,40	第三方
S319,45	数据分析
S319,51	个性化
S319,56	改善
S319,60	改进
S319,64	提升
S319,68	优化
S319,72	研究
S319,76	共享给
S319,81	分享给
S319,86	廣告
K321,3	passive-negations
S321,22	不未非绝絕
K322,3	reason-markers
Q322,19,24
S322,20	以便
S322,24	用于
S322,28	用来
S322,32	为了
S322,36	以
S322,39	来
S322,42	可以
S322,46	让你
S322,50	让您
S322,54	便于
S322,58	方便
S322,62	从而
S322,66	帮助
S322,70	例如
S322,74	比如
S323,5	如
S323,8	当
S323,11	时
S323,14	才能
S323,18	进行
S323,22	后，
S323,26	用作
S323,30	将
S323,33	把
K326,3	no-reason-words
Q326,20,65
S326,21	到
S326,24	至
S326,27	此应用程序
S326,34	此应用程式
S326,41	应用程序
S326,47	应用程式
S326,53	本应用
S326,58	此应用
S326,63	该应用
S326,68	应用
S326,72	app
S326,77	我们
S326,81	你的
S326,85	您的
S326,89	你
S326,92	您
S326,95	的
S326,98	需要
S326,102	想要
S326,106	希望
S326,110	请
S326,113	允许
S326,117	授权
S326,121	同意
S326,125	权限
S326,129	许可
S326,133	访问
S326,137	使用
S326,141	获取
S326,145	获得
S326,149	存取
S326,153	取用
S326,157	开启
S326,161	打开
S326,165	才能
S326,169	以便
S326,173	用于
S326,177	用来
S326,181	以
S326,184	来
S326,187	进行
S326,191	功能
S326,195	相关
S326,199	正常
S326,203	某些
S326,207	部分
S326,211	此
S326,214	本
S326,217	该
S326,220	会
S326,223	将
S326,226	可以
S326,230	可
S326,233	能
S326,236	要
S326,239	和
S326,242	及
S326,245	与
S326,248	或
S326,251	并
S326,254	这
S326,257	被
S326,260	为
S326,263	信息
S326,267	数据
K327,3	vague-phrases
Q327,18,34
S327,19	更好的体验
S327,26	更好地体验
S327,33	提升体验
S327,39	提升用户体验
S327,47	优化体验
S327,53	更佳体验
S327,59	最佳体验
S327,65	更好的服务
S328,5	提供更好
S328,11	更优质的服务
S328,19	改善体验
S328,25	更流畅的体验
S328,33	最佳…体验
S328,40	最好…体验
S328,47	提升…体验
S328,54	更好…体验
S328,61	优化…体验
S328,68	改善…体验
S329,5	提升服务
S329,11	优化服务
S329,17	改善服务
S329,23	改进服务
S329,29	完善服务
S329,35	改进产品
S330,5	相关服务
S330,11	个性化服务
S330,18	音频相关功能
S330,26	相机相关功能
S330,34	麦克风相关功能
S330,43	定位相关功能
S330,51	位置相关功能
S330,59	相册相关功能
S330,67	照片相关功能
S330,75	蓝牙相关功能
K332,3	marketing-phrases
Q332,22,22
S332,23	超棒
S332,27	超赞
S332,31	极致
S332,35	最强
S332,39	最好用
S332,44	顶级
S332,48	震撼
S332,52	惊艳
S332,56	绝佳
S332,60	立即体验
S332,66	马上体验
S332,72	快来
S332,76	赶快
S333,5	不容错过
S333,11	限时
S333,15	免费领取
S333,21	一键搞定
S333,27	等众多功能
S333,34	等多种功能
S333,41	等更多功能
S333,48	更多精彩
S333,54	一站式
K334,3	placeholders
Q334,17,14
S334,18	TODO
S334,24	TBD
S334,29	FIXME
S334,36	XXX
S334,41	lorem ipsum
S334,54	待定
S334,58	待翻译
S334,63	待翻譯
S334,68	待补充
S334,73	待補充
S334,78	占位
S334,82	此处填写
S334,88	翻译中
S334,93	$(
K336,3	placeholder-values
Q336,23,11
S336,24	是
S336,27	否
S336,30	无
S336,33	描述
S336,37	说明
S336,41	用途说明
S336,47	权限说明
S336,53	使用说明
S336,59	文本
S336,63	测试
S336,67	允许
K338,3	doubled-words
Q338,18,13
S338,19	的
S338,22	你的
S338,26	您的
S338,30	我们的
S338,35	你
S338,38	您
S338,41	在
S338,44	是
S338,47	和
S338,50	与
S338,53	把
S338,56	将
S338,59	了
K341,3	read-words
Q341,15,16
S341,16	选择
S341,20	选取
S341,24	上传
S341,28	分享
S341,32	发送
S341,36	浏览
S341,40	查看
S341,44	读取
S341,48	导入
S341,52	识别
S341,56	使用你的
S341,62	使用您的
S341,68	同步
S341,72	追踪
S341,76	跟踪
S341,80	监测
K342,3	write-words
Q342,16,7
S342,17	保存
S342,21	存储
S342,25	储存
S342,29	存入
S342,33	导出
S342,37	写入
S342,41	同步
K344,3	apple-names
M345,5,10
K345,5	Face ID
S345,14	面容 ID
K346,5	FaceID
S346,13	面容 ID
K347,5	Touch ID
S347,15	触控 ID
K348,5	TouchID
S348,14	触控 ID
K350,5	Apple Health
S350,19	“健康”
K351,5	苹果健康
S351,11	“健康”
K352,5	Health App
S352,17	“健康”App
K353,5	Health app
S353,17	“健康”App
K354,5	Apple Wallet
S354,19	“钱包”
K355,5	Wallet App
S355,17	“钱包”App
K358,3	regional-terms
M359,5,14
K359,5	存取
S359,9	访问
K360,5	联络人
S360,10	联系人
K361,5	聯絡人
S361,10	联系人
K362,5	汇入
S362,9	导入
K363,5	匯入
S363,9	导入
K364,5	汇出
S364,9	导出
K365,5	匯出
S365,9	导出
K366,5	应用程式
S366,11	应用
K367,5	應用程式
S367,11	应用
K368,5	使用者
S368,10	用户
K369,5	位址
S369,9	地址
K370,5	登入
S370,9	登录
K371,5	软体
S371,9	软件
K372,5	軟體
S372,9	软件
K373,3	min-columns
S373,16	12
K374,3	max-columns
S374,16	140
K375,3	pronouns
Q375,13,2
S375,14	你
S375,17	您
K377,3	also-wrong-script
S377,22	後夥徵摺菸麽箝麴於
K378,3	resources
M379,5,11
K379,5	camera
M379,13,3
K379,15	names
Q379,22,3
S379,23	相机
S379,27	摄像头
S379,32	镜头
K379,37	related
Q379,46,11
S379,47	拍照
S379,51	拍摄
S379,55	扫描
S379,59	扫码
S379,63	二维码
S379,68	QR
S379,72	视频
S379,76	录像
S379,80	照片
S379,84	自拍
S379,88	录制
K380,7	does
Q380,13,17
S380,14	拍照
S380,18	拍摄照片和视频
S380,27	拍摄照片或视频
S380,36	拍照和录像
S380,43	拍照或录像
S380,50	拍照片
S380,55	拍摄照片
S380,61	拍摄视频
S380,67	拍视频
S380,72	拍摄
S380,76	录像
S380,80	录影
S380,84	录制视频
S380,90	使用相机
S380,96	使用摄像头
S380,103	访问相机
S380,109	访问摄像头
K381,5	microphone
M381,17,3
K381,19	names
Q381,26,2
S381,27	麦克风
S381,32	话筒
K381,37	related
Q381,46,6
S381,47	录音
S381,51	语音
S381,55	声音
S381,59	通话
S381,63	录制
S381,67	说话
K382,7	does
Q382,13,11
S382,14	录音
S382,18	录制音频
S382,24	录制声音
S382,30	录制语音
S382,36	采集声音
S382,42	采集音频
S382,48	捕获音频
S382,54	声音采集
S382,60	收音
S382,64	使用麦克风
S382,71	访问麦克风
K383,5	photos
M383,13,3
K383,15	names
Q383,22,3
S383,23	相册
S383,27	图库
S383,31	照片图库
K383,38	related
Q383,47,7
S383,48	照片
S383,52	图片
S383,56	保存
S383,60	存储
S383,64	壁纸
S383,68	视频
S383,72	相片
K384,7	does
Q384,13,24
S384,14	保存照片
S384,20	保存图片
S384,26	保存到相册
S384,33	保存至相册
S384,40	添加照片
S384,46	添加图片
S384,52	写入相册
S384,58	把图片写入相册
S384,67	将图片写入相册
S384,76	把照片写入相册
S384,85	存储照片
S384,91	储存照片
S384,97	访问相册
S384,103	访问照片
S384,109	访问照片图库
S384,117	访问图库
S384,123	读取照片
S384,129	读取相册
S384,135	使用相册
S384,141	使用照片
S384,147	选择照片
S384,153	选取照片
S384,159	选择图片
S384,165	选取图片
K385,5	contacts
M385,15,3
K385,17	names
Q385,24,2
S385,25	通讯录
S385,30	联系人
K385,36	related
Q385,45,4
S385,46	好友
S385,50	朋友
S385,54	邀请
S385,58	电话号码
K386,7	does
Q386,13,5
S386,14	访问通讯录
S386,21	读取通讯录
S386,28	访问联系人
S386,35	读取联系人
S386,42	使用通讯录
K387,5	calendars
M387,16,3
K387,18	names
Q387,25,1
S387,26	日历
K387,31	related
Q387,40,5
S387,41	日程
S387,45	事件
S387,49	预约
S387,53	活动
S387,57	预订
K388,7	does
Q388,13,3
S388,14	访问日历
S388,20	读取日历
S388,26	使用日历
K389,5	reminders
M389,16,3
K389,18	names
Q389,25,1
S389,26	提醒事项
K389,33	related
Q389,42,3
S389,43	待办
S389,47	任务
S389,51	提醒
K390,7	does
Q390,13,2
S390,14	访问提醒事项
S390,22	读取提醒事项
K391,5	location
M391,15,3
K391,17	names
Q391,24,2
S391,25	位置
S391,29	定位
K391,34	related
Q391,43,7
S391,44	地图
S391,48	附近
S391,52	导航
S391,56	所在
S391,60	城市
S391,64	天气
S391,68	路线
K392,7	does
Q392,13,13
S392,14	获取位置
S392,20	获取你的位置
S392,28	获取您的位置
S392,36	获取定位
S392,42	获得位置
S392,48	获取当前位置
S392,56	确定位置
S392,62	使用位置
S392,68	使用你的位置
S392,76	使用您的位置
S392,84	访问位置
S392,90	位置信息
S392,96	定位
K393,5	bluetooth
M393,16,3
K393,18	names
Q393,25,1
S393,26	蓝牙
K393,31	related
Q393,40,4
S393,41	设备
S393,45	配件
S393,49	连接
S393,53	配对
K394,7	does
Q394,13,5
S394,14	使用蓝牙
S394,20	访问蓝牙
S394,26	连接蓝牙
S394,32	连接蓝牙设备
S394,40	搜索蓝牙设备
K395,5	health
M395,13,3
K395,15	names
Q395,22,2
S395,23	健康数据
S395,29	“健康”
K395,36	related
Q395,45,6
S395,46	运动
S395,50	步数
S395,54	心率
S395,58	睡眠
S395,62	体重
S395,66	血糖
K396,7	does
Q396,13,3
S396,14	读取健康数据
S396,22	写入健康数据
S396,30	访问健康数据
K397,5	face-id
M397,14,3
K397,16	names
Q397,23,3
S397,24	面容 ID
S397,31	Face ID
S397,40	FaceID
K397,49	related
Q397,58,4
S397,59	解锁
S397,63	验证
S397,67	登录
S397,71	身份
K398,7	does
Q398,13,5
S398,14	使用面容 id
S398,23	使用 face id
S398,35	身份验证
S398,41	验证身份
S398,47	进行身份验证
K399,5	speech-recognition
M399,25,3
K399,27	names
Q399,34,1
S399,35	语音识别
K399,42	related
Q399,51,4
S399,52	听写
S399,56	转写
S399,60	语音
S399,64	转录
K400,7	does
Q400,13,4
S400,14	语音识别
S400,20	识别语音
S400,26	使用语音识别
S400,34	语音转文字

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
S22,28	^(看到|看見|收到|瀏覽|享受)
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
M275,3,33
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
Q288,5,11
S288,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S289,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S291,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S292,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S294,7	^(將|把)?(圖片|照片|相片|影像|影片|視頻)(保存|儲存|存儲|存入|加入|新增|添加|寫入)(至|到|進|入)?(你的|您的)?(系統)?(相簿|相冊|照片|相片庫|圖庫|照片圖庫)中?[。！，,]?
S296,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S297,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S299,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S301,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S302,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
S304,7	(僅|只)(為|是|用於)?(系統)?(相容|兼容)性?(聲明|需要|要求)
K306,3	passive
Q307,5,2
S307,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S308,7	被(用於|用來|用于|用来)
K311,3	passive-hints
Q311,18,4
S311,19	用於
S311,23	用來
S311,27	用于
S311,31	用来
K312,3	passive-agents
Q312,19,3
S312,20	我們
S312,24	我们
S312,28	本公司
K314,3	passive-assurances
Q314,23,12
S314,24	不會上傳
S314,30	不會儲存
S314,36	不會保存
S314,42	不會分享
S314,48	不會離開
S314,54	只在你的裝置
S314,62	只在您的裝置
S314,70	僅在你的裝置
S314,78	僅在您的裝置
S314,86	不会上传
S314,92	不会储存
S314,98	不会保存
K317,3	passive-concerns
Q317,21,19
S317,22	廣告
S317,26	行銷
S317,30	營銷
S317,34	推廣
S317,38	合作夥伴
S317,44	合作伙伴
S317,50	第三方
S317,55	數據分析
S317,61	資料分析
S317,67	個人化
S317,72	個性化
S317,77	改善
S317,81	改進
S317,85	提升
S317,89	優化
S317,93	研究
S317,97	共享給
S317,102	分享給
S317,107	广告
K319,3	passive-negations
S319,22	不未非絕绝
K320,3	reason-markers
Q320,19,24
S320,20	以便
S320,24	用於
S320,28	用來
S320,32	為了
S320,36	以
S320,39	來
S320,42	可以
S320,46	讓你
S320,50	讓您
S320,54	便於
S320,58	方便
S320,62	從而
S320,66	幫助
S320,70	例如
S320,74	比如
S321,5	如
S321,8	當
S321,11	時
S321,14	才能
S321,18	進行
S321,22	後，
S321,26	用作
S321,30	將
S321,33	把
K324,3	no-reason-words
Q324,20,68
S324,21	到
S324,24	至
S324,27	此應用程式
S324,34	此應用程序
S324,41	應用程式
S324,47	應用程序
S324,53	本應用
S324,58	此應用
S324,63	該應用
S324,68	應用
S324,72	app
S324,77	我們
S324,81	你的
S324,85	您的
S324,89	你
S324,92	您
S324,95	的
S324,98	需要
S324,102	想要
S324,106	希望
S324,110	請
S324,113	允許
S324,117	授權
S324,121	同意
S324,125	權限
S324,129	許可
S324,133	取用
S324,137	存取
S324,141	使用
S324,145	取得
S324,149	獲取
S324,153	獲得
S324,157	訪問
S324,161	開啟
S324,165	打開
S324,169	才能
S324,173	以便
S324,177	用於
S324,181	用來
S324,185	以
S324,188	來
S324,191	進行
S324,195	功能
S324,199	相關
S324,203	正常
S324,207	某些
S324,211	部分
S324,215	此
S324,218	本
S324,221	該
S324,224	會
S324,227	將
S324,230	可以
S324,234	可
S324,237	能
S324,240	要
S324,243	和
S324,246	及
S324,249	與
S324,252	或
S324,255	並
S324,258	這
S324,261	被
S324,264	為
S324,267	資訊
S324,271	資料
S324,275	信息
S324,279	數據
K325,3	vague-phrases
Q325,18,36
S325,19	更好的體驗
S325,26	更好地體驗
S325,33	提升體驗
S325,39	提升使用者體驗
S325,48	優化體驗
S325,54	更佳體驗
S325,60	最佳體驗
S325,66	更好的服務
S326,5	提供更好
S326,11	更優質的服務
S326,19	改善體驗
S326,25	更流暢的體驗
S326,33	最佳…體驗
S326,40	最好…體驗
S326,47	提升…體驗
S326,54	更好…體驗
S326,61	優化…體驗
S326,68	改善…體驗
S327,5	提升服務
S327,11	優化服務
S327,17	改善服務
S327,23	改進服務
S327,29	完善服務
S327,35	改進產品
S328,5	相關服務
S328,11	個性化服務
S328,18	個人化服務
S328,25	音訊相關功能
S328,33	音頻相關功能
S328,41	相機相關功能
S328,49	麥克風相關功能
S328,58	定位相關功能
S328,66	位置相關功能
S328,74	相簿相關功能
S328,82	照片相關功能
S328,90	藍牙相關功能
K330,3	marketing-phrases
Q330,22,23
S330,23	超棒
S330,27	超讚
S330,31	極致
S330,35	最強
S330,39	最好用
S330,44	頂級
S330,48	震撼
S330,52	驚艷
S330,56	驚豔
S330,60	絕佳
S330,64	立即體驗
S330,70	馬上體驗
S330,76	快來
S330,80	趕快
S331,5	不容錯過
S331,11	限時
S331,15	免費領取
S331,21	一鍵搞定
S331,27	等眾多功能
S331,34	等多種功能
S331,41	等更多功能
S331,48	更多精彩
S331,54	一站式
K332,3	placeholders
Q332,17,13
S332,18	TODO
S332,24	TBD
S332,29	FIXME
S332,36	XXX
S332,41	lorem ipsum
S332,54	待定
S332,58	待翻譯
S332,63	待翻译
S332,68	待補充
S332,73	佔位
S332,77	此處填寫
S332,83	翻譯中
S332,88	$(
K334,3	placeholder-values
Q334,23,11
S334,24	是
S334,27	否
S334,30	無
S334,33	描述
S334,37	說明
S334,41	用途說明
S334,47	權限說明
S334,53	使用說明
S334,59	文字
S334,63	測試
S334,67	允許
K336,3	doubled-words
Q336,18,13
S336,19	的
S336,22	你的
S336,26	您的
S336,30	我們的
S336,35	你
S336,38	您
S336,41	在
S336,44	是
S336,47	和
S336,50	與
S336,53	把
S336,56	將
S336,59	了
K339,3	read-words
Q339,15,16
S339,16	選擇
S339,20	選取
S339,24	上傳
S339,28	分享
S339,32	傳送
S339,36	瀏覽
S339,40	檢視
S339,44	查看
S339,48	讀取
S339,52	匯入
S339,56	辨識
S339,60	使用你的
S339,66	使用您的
S339,72	同步
S339,76	追蹤
S339,80	監測
K340,3	write-words
Q340,16,6
S340,17	儲存
S340,21	保存
S340,25	存入
S340,29	匯出
S340,33	寫入
S340,37	同步
K342,3	apple-names
M343,5,12
K343,5	面容 ID
S343,12	Face ID
K344,5	面容ID
S344,11	Face ID
K345,5	觸控 ID
S345,12	Touch ID
K346,5	觸控ID
S346,11	Touch ID
K347,5	FaceID
S347,13	Face ID
K348,5	TouchID
S348,14	Touch ID
K350,5	Apple Health
S350,19	「健康」
K351,5	蘋果健康
S351,11	「健康」
K352,5	Health App
S352,17	「健康」App
K353,5	Health app
S353,17	「健康」App
K354,5	Apple Wallet
S354,19	「錢包」
K355,5	Wallet App
S355,17	「錢包」App
K356,3	min-columns
S356,16	12
K357,3	max-columns
S357,16	140
K358,3	pronouns
Q358,13,2
S358,14	你
S358,17	您
K362,3	also-wrong-script
S362,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K365,3	regional-terms
M366,5,75
K366,5	訪問
S366,9	取用
K367,5	視頻
S367,9	影片
K368,5	用戶
S368,9	使用者
K369,5	信息
S369,9	資訊
K370,5	默認
S370,9	預設
K371,5	網絡
S371,9	網路
K372,5	軟件
S372,9	軟體
K373,5	硬件
S373,9	硬體
K374,5	設置
S374,9	設定
K375,5	數據
S375,9	資料
K376,5	設備
S376,9	裝置
K377,5	獲取
S377,9	取得
K378,5	攝像頭
S378,10	相機
K379,5	相冊
S379,9	相簿
K380,5	屏幕
S380,9	螢幕
K381,5	鼠標
S381,9	滑鼠
K382,5	內存
S382,9	記憶體
K383,5	登錄
S383,9	登入
K384,5	短信
S384,9	簡訊
K385,5	個性化
S385,10	個人化
K386,5	質量
S386,9	品質
K387,5	激活
S387,9	啟用
K388,5	服務器
S388,10	伺服器
K389,5	緩存
S389,9	快取
K390,5	二維碼
S390,10	QR 碼
K391,5	實時
S391,9	即時
K392,5	在線
S392,9	線上
K393,5	賬號
S393,9	帳號
K394,5	賬戶
S394,9	帳號
K395,5	菜單
S395,9	選單
K396,5	界面
S396,9	介面
K397,5	運行
S397,9	執行
K398,5	兼容
S398,9	相容
K399,5	搜索
S399,9	搜尋
K400,5	粘貼
S400,9	貼上
K401,5	打印
S401,9	列印
K402,5	刷新
S402,9	重新整理
K403,5	導出
S403,9	匯出
K404,5	導入
S404,9	匯入
K405,5	咪高風
S405,10	麥克風
K406,5	咪高峰
S406,10	麥克風
K407,5	後台
S407,9	背景
K408,5	應用程序
S408,11	應用程式
K409,5	當前
S409,9	目前
K410,5	添加
S410,9	新增
K411,5	保存
S411,9	儲存
K412,5	許可權
S412,10	權限
K413,5	本地網路
S413,11	區域網路
K414,5	位置訊息
S414,11	位置資訊
K415,5	音頻
S415,9	音訊
K416,5	插件
S416,9	外掛程式
K417,5	語音識別
S417,11	語音辨識
K418,5	人臉識別
S418,11	臉部辨識
K419,5	文字消息
S419,11	文字訊息
K421,5	卸載
S421,9	解除安裝
K422,5	鏈接
S422,9	連結
K423,5	點擊
S423,9	點一下
K424,5	智能
S424,9	智慧
K425,5	優化
S425,9	最佳化
K426,5	字體
S426,9	字型
K427,5	文本
S427,9	文字
K428,5	信號
S428,9	訊號
K429,5	數碼
S429,9	數位
K430,5	移動數據
S430,11	行動數據
K431,5	移動網絡
S431,11	行動網路
K432,5	日曆
S432,9	行事曆
K433,5	攝像機
S433,10	攝影機
K434,5	截屏
S434,9	截圖
K435,5	全屏
S435,9	全螢幕
K436,5	存儲
S436,9	儲存
K438,5	視頻通話
S438,11	視訊通話
K439,5	視頻會議
S439,11	視訊會議
K440,5	視頻聊天
S440,11	視訊聊天
K441,5	傳感器
S441,10	感測器
K442,5	識別
S442,9	辨識
K444,3	regional-exceptions
Q444,24,7
S444,25	行動數據
S444,31	數據機
S444,36	統計數據
S444,42	大數據
S444,47	識別碼
S444,52	識別證
S444,57	識別符
K450,3	colloquial-terms
M451,5,26
K451,5	佢哋
S451,9	他們
K452,5	我哋
S452,9	我們
K453,5	你哋
S453,9	你們
K454,5	而家
S454,9	現在
K455,5	邊度
S455,9	哪裡
K456,5	點樣
S456,9	怎樣
K457,5	影相
S457,9	拍照
K458,5	同埋
S458,9	以及
K459,5	嘅
S459,8	的
K460,5	咗
S460,8	了
K461,5	唔
S461,8	不
K462,5	冇
S462,8	沒有
K463,5	佢
S463,8	他
K464,5	喺
S464,8	在
K465,5	嘢
S465,8	東西
K466,5	啲
S466,8	些
K467,5	睇
S467,8	看
K468,5	嚟
S468,8	來
K469,5	嗰
S469,8	那
K470,5	噉
S470,8	這樣
K471,5	咁
S471,8	這麼
K472,5	攞
S472,8	拿
K473,5	諗
S473,8	想
K474,5	搵
S474,8	找
K475,5	畀
S475,8	給
K476,5	哋
S476,8	們
K477,3	draft-corrections
M478,5,7
K478,5	許可權
S478,10	權限
K479,5	訪問
S479,9	取用
K480,5	存取
S480,9	取用
K482,5	影象
S482,9	影像
K483,5	圖象
S483,9	圖像
K484,5	頭象
S484,9	頭像
K485,5	錄象
S485,9	錄影
K486,3	resources
M487,5,11
K487,5	camera
M487,13,3
K487,15	names
Q487,22,4
S487,23	相機
S487,27	攝像頭
S487,32	攝影機
S487,37	鏡頭
K487,42	related
Q487,51,11
S487,52	拍照
S487,56	拍攝
S487,60	掃描
S487,64	掃碼
S487,68	條碼
S487,72	QR
S487,76	影片
S487,80	錄影
S487,84	照片
S487,88	自拍
S487,92	錄製
K488,7	does
Q488,13,21
S488,14	拍照
S488,18	拍攝照片和影片
S488,27	拍攝照片或影片
S488,36	拍照和錄影
S488,43	拍照或錄影
S488,50	拍照片
S488,55	拍攝照片
S488,61	拍攝影片
S488,67	拍攝視頻
S488,73	拍影片
S488,78	拍攝
S488,82	錄影
S488,86	錄像
S488,90	錄製影片
S488,96	錄製視頻
S488,102	使用相機
S488,108	使用攝像頭
S488,115	使用攝影機
S488,122	取用相機
S488,128	存取相機
S488,134	訪問相機
K489,5	microphone
M489,17,3
K489,19	names
Q489,26,3
S489,27	麥克風
S489,32	咪高風
S489,37	咪高峰
K489,43	related
Q489,52,6
S489,53	錄音
S489,57	語音
S489,61	聲音
S489,65	通話
S489,69	錄製
S489,73	說話
K490,7	does
Q490,13,18
S490,14	錄音
S490,18	錄製音訊
S490,24	錄製音頻
S490,30	錄製聲音
S490,36	錄製語音
S490,42	擷取聲音
S490,48	擷取音訊
S490,54	採集聲音
S490,60	採集音頻
S490,66	捕獲音頻
S490,72	捕獲音訊
S490,78	聲音擷取
S490,84	聲音採集
S490,90	收音
S490,94	使用麥克風
S490,101	取用麥克風
S490,108	存取麥克風
S490,115	訪問麥克風
K491,5	photos
M491,13,3
K491,15	names
Q491,22,4
S491,23	相簿
S491,27	相冊
S491,31	圖庫
S491,35	照片圖庫
K491,42	related
Q491,51,7
S491,52	照片
S491,56	圖片
S491,60	儲存
S491,64	保存
S491,68	桌布
S491,72	影片
S491,76	相片
K492,7	does
Q492,13,33
S492,14	儲存照片
S492,20	儲存相片
S492,26	儲存圖片
S492,32	保存照片
S492,38	保存圖片
S492,44	儲存到相簿
S492,51	儲存至相簿
S492,58	加入照片
S492,64	加入圖片
S492,70	添加照片
S492,76	添加圖片
S492,82	寫入相簿
S492,88	把圖片寫入相簿
S492,97	將圖片寫入相簿
S492,106	存入相簿
S492,112	取用照片
S492,118	存取照片
S492,124	存取相簿
S492,130	取用相簿
S492,136	訪問相簿
S492,142	訪問照片
S492,148	存取照片圖庫
S492,156	取用照片圖庫
S492,164	訪問照片圖庫
S492,172	讀取照片
S492,178	讀取相簿
S492,184	使用相簿
S492,190	使用照片
S492,196	選擇照片
S492,202	選取照片
S492,208	選擇相片
S492,214	選擇圖片
S492,220	選取圖片
K493,5	contacts
M493,15,3
K493,17	names
Q493,24,2
S493,25	聯絡人
S493,30	通訊錄
K493,36	related
Q493,45,4
S493,46	好友
S493,50	朋友
S493,54	邀請
S493,58	電話號碼
K494,7	does
Q494,13,7
S494,14	取用聯絡人
S494,21	存取聯絡人
S494,28	讀取聯絡人
S494,35	訪問通訊錄
S494,42	讀取通訊錄
S494,49	存取通訊錄
S494,56	使用通訊錄
K495,5	calendars
M495,16,3
K495,18	names
Q495,25,2
S495,26	行事曆
S495,31	日曆
K495,36	related
Q495,45,5
S495,46	行程
S495,50	事件
S495,54	預約
S495,58	活動
S495,62	預訂
K496,7	does
Q496,13,6
S496,14	取用行事曆
S496,21	存取行事曆
S496,28	讀取行事曆
S496,35	訪問日曆
S496,41	讀取日曆
S496,47	使用行事曆
K497,5	reminders
M497,16,3
K497,18	names
Q497,25,1
S497,26	提醒事項
K497,33	related
Q497,42,3
S497,43	待辦
S497,47	任務
S497,51	提醒
K498,7	does
Q498,13,3
S498,14	取用提醒事項
S498,22	存取提醒事項
S498,30	讀取提醒事項
K499,5	location
M499,15,3
K499,17	names
Q499,24,2
S499,25	位置
S499,29	定位
K499,34	related
Q499,43,7
S499,44	地圖
S499,48	附近
S499,52	導航
S499,56	所在
S499,60	城市
S499,64	天氣
S499,68	路線
K500,7	does
Q500,13,19
S500,14	取得位置
S500,20	取得你的位置
S500,28	取得您的位置
S500,36	取得定位
S500,42	獲取位置
S500,48	獲取你的位置
S500,56	獲取您的位置
S500,64	獲得位置
S500,70	取得目前位置
S500,78	確定位置
S500,84	使用位置
S500,90	使用你的位置
S500,98	使用您的位置
S500,106	取用位置
S500,112	存取位置
S500,118	訪問位置
S500,124	位置資訊
S500,130	位置信息
S500,136	定位
K501,5	bluetooth
M501,16,3
K501,18	names
Q501,25,1
S501,26	藍牙
K501,31	related
Q501,40,5
S501,41	裝置
S501,45	設備
S501,49	配件
S501,53	連接
S501,57	配對
K502,7	does
Q502,13,9
S502,14	使用藍牙
S502,20	取用藍牙
S502,26	存取藍牙
S502,32	訪問藍牙
S502,38	連接藍牙
S502,44	連線藍牙
S502,50	連接藍牙裝置
S502,58	連接藍牙設備
S502,66	搜尋藍牙裝置
K503,5	health
M503,13,3
K503,15	names
Q503,22,2
S503,23	健康資料
S503,29	「健康」
K503,36	related
Q503,45,6
S503,46	運動
S503,50	步數
S503,54	心率
S503,58	睡眠
S503,62	體重
S503,66	血糖
K504,7	does
Q504,13,5
S504,14	讀取健康資料
S504,22	寫入健康資料
S504,30	取用健康資料
S504,38	存取健康資料
S504,46	讀取健康數據
K505,5	face-id
M505,14,3
K505,16	names
Q505,23,2
S505,24	Face ID
S505,33	FaceID
K505,42	related
Q505,51,5
S505,52	解鎖
S505,56	驗證
S505,60	登入
S505,64	身分
S505,68	身份
K506,7	does
Q506,13,7
S506,14	使用 face id
S506,26	身分驗證
S506,32	身份驗證
S506,38	驗證身分
S506,44	驗證身份
S506,50	進行身分驗證
S506,58	進行身份驗證
K507,5	speech-recognition
M507,25,3
K507,27	names
Q507,34,2
S507,35	語音辨識
S507,41	語音識別
K507,48	related
Q507,57,4
S507,58	聽寫
S507,62	轉寫
S507,66	語音
S507,70	轉錄
K508,7	does
Q508,13,6
S508,14	語音辨識
S508,20	語音識別
S508,26	辨識語音
S508,32	識別語音
S508,38	使用語音辨識
S508,46	語音轉文字

"""#
}
