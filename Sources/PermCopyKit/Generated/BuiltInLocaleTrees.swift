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
Q268,20,22
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
K271,3	restating-short-hints
Q271,26,5
S271,27	access
S271,35	use
S271,40	permission
S271,52	when in use
S271,65	always
K272,3	restating
Q273,5,13
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
K295,3	passive
Q296,5,1
S296,7	\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b
K299,3	passive-hints
Q299,18,8
S299,19	used
S299,25	collected
S299,36	shared
S299,44	accessed
S299,54	processed
S299,65	analyzed
S299,75	analysed
S299,85	tracked
K300,3	passive-agents
Q300,19,6
S300,20	 we 
S300,28	 we'
S300,36	 our 
S300,45	 us 
S300,53	 uses 
S300,63	 use 
K302,3	passive-assurances
Q302,23,13
S302,24	never uploaded
S302,40	never stored
S302,54	never saved
S302,67	never leaves
S302,81	never leave
S302,94	not uploaded
S302,108	not stored
S302,120	not saved
S302,131	not shared
S302,143	stays on your
S302,158	stay on your
S302,172	only on your device
S302,193	only on this device
K305,3	passive-concerns
Q305,21,15
S305,22	 ads
S305,30	advertis
S305,40	marketing
S305,51	partner
S305,60	third part
S305,72	third-part
S305,84	analytics
S305,95	personaliz
S305,107	personalis
S305,119	improve
S305,128	enhance
S305,137	optimi
S305,145	research
S305,155	sold to
S305,164	sell
K306,3	reason-markers
Q306,19,24
S306,20	 to 
S306,28	 so 
S306,36	 for 
S306,45	because
S306,56	 when 
S306,66	 while 
S306,77	 lets 
S306,87	 allows 
S307,5	 helps 
S307,16	 by 
S307,24	 in order
S307,37	e.g.
S307,45	for example
S307,60	such as
S307,71	 used 
S307,81	 uses 
S307,91	 if 
S308,5	 can 
S308,14	(
S308,19	 from 
S308,29	 into 
S308,39	 with 
S308,49	 on 
S308,57	 in 
K311,3	no-reason-words
Q311,20,78
S311,21	this
S311,27	that
S311,33	these
S311,40	app
S311,45	application
S311,58	the
S311,63	a
S311,66	an
S311,70	your
S311,76	you
S311,81	we
S311,85	us
S311,89	our
S311,94	it
S311,98	its
S311,103	is
S311,107	are
S311,112	be
S311,116	been
S311,122	will
S311,128	would
S311,135	could
S311,142	like
S311,148	want
S311,154	wants
S311,161	need
S311,167	needs
S311,174	needed
S311,182	require
S311,191	requires
S311,201	required
S311,211	necessary
S311,222	access
S311,230	permission
S311,242	permissions
S311,255	allow
S311,262	allows
S311,270	let
S311,275	lets
S311,281	please
S311,289	grant
S311,296	enable
S311,304	give
S311,310	get
S311,315	consent
S311,324	use
S311,329	uses
S311,335	used
S311,341	using
S311,348	to
S311,352	for
S311,357	in
S311,361	of
S311,365	and
S311,370	or
S311,374	with
S311,380	on
S311,384	by
S311,388	from
S311,394	so
S311,398	can
S311,403	may
S311,408	only
S311,414	some
S311,420	certain
S311,429	feature
S311,438	features
S311,448	function
S311,458	functions
S311,469	functionality
S311,484	properly
S311,494	correctly
S311,505	work
S311,511	works
S311,518	working
S311,527	information
S311,540	info
S311,546	data
K312,3	vague-phrases
Q312,18,28
S312,19	better experience
S312,38	improve your experience
S312,63	enhance your experience
S313,5	best experience
S313,22	improved experience
S313,43	better user experience
S313,67	optimal experience
S314,5	better service
S314,21	improve our service
S314,42	improve our services
S314,64	enhance the app
S315,5	best … experience
S315,24	make the app … better
S315,47	enhance … experience
S315,69	improve … experience
S316,5	better … experience
S316,26	more personalized experience
S316,56	better search result
S316,78	better ads
S317,5	-related features
S317,24	-related functions
S317,44	related functions and services
S317,76	improve app usage
S318,5	improve the app
S318,22	improve our app
S318,39	improve this app
S318,57	improve the service
S319,5	improve our products
K320,3	placeholders
Q320,17,8
S320,18	TODO
S320,24	TBD
S320,29	FIXME
S320,36	XXX
S320,41	lorem ipsum
S320,54	placeholder text
S320,72	translate me
S320,86	$(
K322,3	placeholder-values
Q322,23,13
S322,24	yes
S322,29	no
S322,33	none
S322,39	n/a
S322,46	description
S322,59	usage description
S322,78	purpose
S322,87	text
S322,93	string
S322,101	value
S322,108	test
S322,114	-
S322,119	...
K324,3	doubled-words
Q324,18,17
S324,19	the
S324,24	a
S324,27	an
S324,31	to
S324,35	of
S324,39	your
S324,45	you
S324,50	in
S324,54	on
S324,58	for
S324,63	and
S324,68	with
S324,74	is
S324,78	will
S324,84	can
S324,89	this
S324,95	that's
K328,3	read-words
Q328,15,35
S328,16	choose
S328,24	choosing
S328,34	pick
S328,40	picking
S328,49	select
S328,57	selecting
S328,68	load
S328,74	loading
S328,83	upload
S328,91	uploading
S328,102	attach
S328,110	attaching
S328,121	send
S328,127	sending
S328,136	share
S328,143	sharing
S328,152	browse
S328,160	browsing
S328,170	view
S328,176	viewing
S328,185	import
S328,193	importing
S328,204	read
S328,210	reading
S328,219	identify
S328,229	set as
S328,237	use your
S328,247	using your
S328,259	sync
S328,265	syncing
S328,274	synchronize
S328,287	track
S328,294	tracking
S328,304	monitor
S328,313	monitoring
K329,3	write-words
Q329,16,13
S329,17	save
S329,23	saving
S329,31	store
S329,38	storing
S329,47	export
S329,55	exporting
S329,66	download
S329,76	downloading
S329,89	write
S329,96	writing
S329,105	sync
S329,111	syncing
S329,120	synchronize
K331,3	apple-names
M332,5,2
K332,5	FaceID
S332,13	Face ID
K333,5	TouchID
S333,14	Touch ID
K334,3	min-columns
S334,16	20
K335,3	max-columns
S335,16	200
K336,3	resources
M337,5,11
K337,5	camera
M337,13,3
K337,15	names
Q337,22,1
S337,23	camera
K337,32	related
Q337,41,8
S337,42	photo
S337,49	picture
S337,58	video
S337,65	scan
S337,71	QR
S337,75	selfie
S337,83	record
S337,91	film
K338,7	does
Q338,13,21
S338,14	take photos
S338,27	take a photo
S338,41	take photo
S338,53	take pictures
S338,68	take a picture
S338,84	take picture
S338,98	take videos
S338,111	take a video
S338,125	take photos and videos
S338,149	record video
S338,163	record videos
S338,178	record a video
S338,194	capture photos
S338,210	capture a photo
S338,227	capture images
S338,243	capture video
S338,258	capture videos
S338,274	use the camera
S338,290	use your camera
S338,307	access the camera
S338,326	access your camera
K339,5	microphone
M339,17,3
K339,19	names
Q339,26,1
S339,27	microphone
K339,40	related
Q339,49,8
S339,50	record
S339,58	voice
S339,65	audio
S339,72	sound
S339,79	speak
S339,86	talk
S339,92	call
S339,98	dictat
K340,7	does
Q340,13,12
S340,14	record audio
S340,28	record sound
S340,42	record sounds
S340,57	record your voice
S340,76	record voice
S340,90	capture audio
S340,105	capture sound
S340,120	audio recording
S340,137	use the microphone
S340,157	use your microphone
S340,178	access the microphone
S340,201	access your microphone
K341,5	photos
M341,13,3
K341,15	names
Q341,22,3
S341,23	photo library
S341,38	photo album
S341,51	camera roll
K341,65	related
Q341,74,6
S341,75	photo
S341,82	picture
S341,91	image
S341,98	save
S341,104	video
S341,111	wallpaper
K342,7	does
Q342,13,26
S342,14	access photos
S342,29	access your photos
S342,49	access the photo library
S342,75	access your photo library
S342,102	save photos
S342,115	save images
S342,128	save pictures
S342,143	save videos
S342,156	save photos and videos
S342,180	save to your photo library
S342,208	save to the photo library
S342,235	use your photos
S342,252	use the photo library
S342,275	select photos
S342,290	select a photo
S342,306	choose photos
S342,321	choose a photo
S342,337	pick photos
S342,350	pick a photo
S342,364	select images
S342,379	choose images
S342,394	add photos to your device
S342,421	add photos to your photo library
S342,455	add photos to the photo library
S342,488	save photos to your device
S342,516	save to your device
K343,5	contacts
M343,15,3
K343,17	names
Q343,24,2
S343,25	contacts
S343,35	address book
K343,50	related
Q343,59,4
S343,60	friend
S343,68	people
S343,76	invite
S343,84	phone number
K344,7	does
Q344,13,5
S344,14	access your contacts
S344,36	access contacts
S344,53	read your contacts
S344,73	read contacts
S344,88	use your contacts
K345,5	calendars
M345,16,3
K345,18	names
Q345,25,1
S345,26	calendar
K345,37	related
Q345,46,4
S345,47	event
S345,54	schedule
S345,64	booking
S345,73	appointment
K346,7	does
Q346,13,5
S346,14	access your calendar
S346,36	access your calendars
S346,59	access the calendar
S346,80	read your calendar
S346,100	read your calendars
K347,5	reminders
M347,16,3
K347,18	names
Q347,25,1
S347,26	reminders
K347,38	related
Q347,47,3
S347,48	to-do
S347,55	task
S347,61	remind
K348,7	does
Q348,13,2
S348,14	access your reminders
S348,37	read your reminders
K349,5	location
M349,15,3
K349,17	names
Q349,24,2
S349,25	location
S349,35	GPS
K349,41	related
Q349,50,7
S349,51	map
S349,56	nearby
S349,64	where
S349,71	city
S349,77	route
S349,84	direction
S349,95	weather
K350,7	does
Q350,13,11
S350,14	get your location
S350,33	get your current location
S350,60	get location
S350,74	obtain your location
S350,96	know your location
S350,116	know where you are
S350,136	determine your location
S350,161	find your location
S350,181	access your location
S350,203	use your location
S350,222	use location
K351,5	bluetooth
M351,16,3
K351,18	names
Q351,25,1
S351,26	Bluetooth
K351,38	related
Q351,47,4
S351,48	device
S351,56	accessor
S351,66	connect
S351,75	pair
K352,7	does
Q352,13,6
S352,14	use bluetooth
S352,29	access bluetooth
S352,47	connect to bluetooth
S352,69	connect to bluetooth devices
S352,99	discover bluetooth devices
S352,127	scan for bluetooth devices
K353,5	health
M353,13,3
K353,15	names
Q353,22,2
S353,23	Health app
S353,35	health data
K353,49	related
Q353,58,7
S353,59	workout
S353,68	step
S353,74	heart
S353,81	sleep
S353,88	weight
S353,96	glucose
S353,105	insulin
K354,7	does
Q354,13,7
S354,14	read your health data
S354,37	read health data
S354,55	write health data
S354,74	save health data
S354,92	save your health data
S354,115	access your health data
S354,140	access health data
K355,5	face-id
M355,14,3
K355,16	names
Q355,23,2
S355,24	Face ID
S355,33	FaceID
K355,42	related
Q355,51,5
S355,52	unlock
S355,60	authenticat
S355,73	sign in
S355,82	log in
S355,90	verify
K356,7	does
Q356,13,5
S356,14	use face id
S356,27	authenticate with face id
S356,54	authenticate you
S356,72	authenticate
S356,86	authentication
K357,5	speech-recognition
M357,25,3
K357,27	names
Q357,34,1
S357,35	speech recognition
K357,56	related
Q357,65,4
S357,66	dictat
S357,74	transcri
S357,84	voice
S357,91	speech
K358,7	does
Q358,13,6
S358,14	recognize speech
S358,32	recognise speech
S358,50	transcribe speech
S358,69	use speech recognition
S358,93	speech recognition
S358,113	speech to text

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
Q279,20,30
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
K282,3	restating-short-hints
Q282,26,6
S282,27	取用
S282,31	存取
S282,35	使用
S282,39	取得
S282,43	訪問
S282,47	獲取
K283,3	restating
Q284,5,9
S284,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S285,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S286,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S287,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S289,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S290,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S292,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S294,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S295,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K297,3	passive
Q298,5,2
S298,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S299,7	被(用於|用來|用于|用来)
K302,3	passive-hints
Q302,18,4
S302,19	用於
S302,23	用來
S302,27	用于
S302,31	用来
K303,3	passive-agents
Q303,19,3
S303,20	我們
S303,24	我们
S303,28	本公司
K305,3	passive-assurances
Q305,23,10
S305,24	不會上傳
S305,30	不會上載
S305,36	不會儲存
S305,42	不會保存
S305,48	不會分享
S305,54	不會離開
S305,60	只在你的裝置
S305,68	只在您的裝置
S305,76	僅在你的裝置
S305,84	僅在您的裝置
K308,3	passive-concerns
Q308,21,15
S308,22	廣告
S308,26	市場推廣
S308,32	推廣
S308,36	合作夥伴
S308,42	第三方
S308,47	數據分析
S308,53	個人化
S308,58	個性化
S308,63	改善
S308,67	改進
S308,71	提升
S308,75	優化
S308,79	研究
S308,83	共享給
S308,88	分享給
K310,3	passive-negations
S310,22	不未非絕绝
K311,3	reason-markers
Q311,19,24
S311,20	以便
S311,24	用於
S311,28	用來
S311,32	為了
S311,36	以
S311,39	來
S311,42	可以
S311,46	讓你
S311,50	讓您
S311,54	便於
S311,58	方便
S311,62	從而
S311,66	幫助
S311,70	例如
S311,74	比如
S312,5	如
S312,8	當
S312,11	時
S312,14	才能
S312,18	進行
S312,22	後，
S312,26	用作
S312,30	將
S312,33	把
K315,3	no-reason-words
Q315,20,68
S315,21	到
S315,24	至
S315,27	此應用程式
S315,34	此應用程序
S315,41	應用程式
S315,47	應用程序
S315,53	本應用
S315,58	此應用
S315,63	該應用
S315,68	應用
S315,72	app
S315,77	我們
S315,81	你的
S315,85	您的
S315,89	你
S315,92	您
S315,95	的
S315,98	需要
S315,102	想要
S315,106	希望
S315,110	請
S315,113	允許
S315,117	授權
S315,121	同意
S315,125	權限
S315,129	許可
S315,133	取用
S315,137	存取
S315,141	使用
S315,145	取得
S315,149	獲取
S315,153	獲得
S315,157	訪問
S315,161	開啟
S315,165	打開
S315,169	才能
S315,173	以便
S315,177	用於
S315,181	用來
S315,185	以
S315,188	來
S315,191	進行
S315,195	功能
S315,199	相關
S315,203	正常
S315,207	某些
S315,211	部分
S315,215	此
S315,218	本
S315,221	該
S315,224	會
S315,227	將
S315,230	可以
S315,234	可
S315,237	能
S315,240	要
S315,243	和
S315,246	及
S315,249	與
S315,252	或
S315,255	並
S315,258	這
S315,261	被
S315,264	為
S315,267	資訊
S315,271	資料
S315,275	信息
S315,279	數據
K316,3	vague-phrases
Q316,18,18
S316,19	更好的體驗
S316,26	提升體驗
S316,32	優化體驗
S316,38	更佳體驗
S316,44	最佳體驗
S316,50	更好的服務
S316,57	提供更好
S316,63	改善體驗
S316,69	最佳…體驗
S316,76	最好…體驗
S316,83	提升…體驗
S316,90	更好…體驗
S316,97	優化…體驗
S316,104	改善…體驗
S316,111	提升服務
S316,117	優化服務
S316,123	改善服務
S316,129	改進服務
K317,3	placeholders
Q317,17,11
S317,18	TODO
S317,24	TBD
S317,29	FIXME
S317,36	XXX
S317,41	lorem ipsum
S317,54	待定
S317,58	待翻譯
S317,63	待補充
S317,68	佔位
S317,72	翻譯中
S317,77	$(
K319,3	placeholder-values
Q319,23,11
S319,24	是
S319,27	否
S319,30	無
S319,33	描述
S319,37	說明
S319,41	用途說明
S319,47	權限說明
S319,53	使用說明
S319,59	文字
S319,63	測試
S319,67	允許
K321,3	doubled-words
Q321,18,13
S321,19	的
S321,22	你的
S321,26	您的
S321,30	我們的
S321,35	你
S321,38	您
S321,41	在
S321,44	是
S321,47	和
S321,50	與
S321,53	把
S321,56	將
S321,59	了
K324,3	read-words
Q324,15,17
S324,16	選擇
S324,20	選取
S324,24	上載
S324,28	上傳
S324,32	分享
S324,36	傳送
S324,40	瀏覽
S324,44	檢視
S324,48	查看
S324,52	讀取
S324,56	匯入
S324,60	識別
S324,64	使用你的
S324,70	使用您的
S324,76	同步
S324,80	追蹤
S324,84	監測
K325,3	write-words
Q325,16,6
S325,17	儲存
S325,21	保存
S325,25	存入
S325,29	匯出
S325,33	寫入
S325,37	同步
K327,3	apple-names
M328,5,12
K328,5	面容 ID
S328,12	Face ID
K329,5	面容ID
S329,11	Face ID
K330,5	觸控 ID
S330,12	Touch ID
K331,5	觸控ID
S331,11	Touch ID
K332,5	FaceID
S332,13	Face ID
K333,5	TouchID
S333,14	Touch ID
K335,5	Apple Health
S335,19	「健康」
K336,5	蘋果健康
S336,11	「健康」
K337,5	Health App
S337,17	「健康」App
K338,5	Health app
S338,17	「健康」App
K339,5	Apple Wallet
S339,19	「銀包」
K340,5	Wallet App
S340,17	「銀包」App
K341,3	min-columns
S341,16	12
K342,3	max-columns
S342,16	140
K343,3	pronouns
Q343,13,2
S343,14	你
S343,17	您
K347,3	also-wrong-script
S347,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K349,3	regional-terms
M350,5,27
K350,5	添加
S350,9	加入
K351,5	訪問
S351,9	取用
K352,5	視頻
S352,9	影片
K353,5	視頻通話
S353,11	視像通話
K354,5	視頻會議
S354,11	視像會議
K355,5	信息
S355,9	資訊
K356,5	默認
S356,9	預設
K357,5	設置
S357,9	設定
K358,5	獲取
S358,9	取得
K359,5	攝像頭
S359,10	相機
K360,5	相冊
S360,9	相簿
K361,5	屏幕
S361,9	螢幕
K362,5	鼠標
S362,9	滑鼠
K363,5	登錄
S363,9	登入
K364,5	短信
S364,9	短訊
K365,5	個性化
S365,10	個人化
K366,5	質量
S366,9	質素
K367,5	激活
S367,9	啟用
K368,5	二維碼
S368,10	QR 碼
K369,5	菜單
S369,9	選單
K370,5	界面
S370,9	介面
K371,5	搜索
S371,9	搜尋
K372,5	打印
S372,9	列印
K373,5	後台
S373,9	背景
K374,5	應用程序
S374,11	應用程式
K375,5	許可權
S375,10	權限
K376,5	保存
S376,9	儲存
K382,3	colloquial-terms
M383,5,26
K383,5	佢哋
S383,9	他們
K384,5	我哋
S384,9	我們
K385,5	你哋
S385,9	你們
K386,5	而家
S386,9	現在
K387,5	邊度
S387,9	哪裡
K388,5	點樣
S388,9	怎樣
K389,5	影相
S389,9	拍照
K390,5	同埋
S390,9	以及
K391,5	嘅
S391,8	的
K392,5	咗
S392,8	了
K393,5	唔
S393,8	不
K394,5	冇
S394,8	沒有
K395,5	佢
S395,8	他
K396,5	喺
S396,8	在
K397,5	嘢
S397,8	東西
K398,5	啲
S398,8	些
K399,5	睇
S399,8	看
K400,5	嚟
S400,8	來
K401,5	嗰
S401,8	那
K402,5	噉
S402,8	這樣
K403,5	咁
S403,8	這麼
K404,5	攞
S404,8	拿
K405,5	諗
S405,8	想
K406,5	搵
S406,8	找
K407,5	畀
S407,8	給
K408,5	哋
S408,8	們
K410,3	draft-corrections
M411,5,11
K411,5	許可權
S411,10	權限
K412,5	訪問
S412,9	取用
K413,5	存取
S413,9	取用
K414,5	區域網路
S414,11	區域網絡
K415,5	網路
S415,9	網絡
K416,5	軟體
S416,9	軟件
K417,5	使用者
S417,10	用戶
K418,5	行事曆
S418,10	日曆
K419,5	麥克風
S419,10	咪高風
K420,5	數位
S420,9	數碼
K421,5	品質
S421,9	質素
K422,3	resources
M423,5,7
K423,5	camera
M423,13,3
K423,15	names
Q423,22,4
S423,23	相機
S423,27	攝像頭
S423,32	攝影機
S423,37	鏡頭
K423,42	related
Q423,51,11
S423,52	拍照
S423,56	拍攝
S423,60	掃描
S423,64	掃碼
S423,68	QR
S423,72	影片
S423,76	錄影
S423,80	相片
S423,84	照片
S423,88	自拍
S423,92	錄製
K424,7	does
Q424,13,21
S424,14	拍照
S424,18	拍攝照片和影片
S424,27	拍攝照片或影片
S424,36	拍照和錄影
S424,43	拍照或錄影
S424,50	拍照片
S424,55	拍攝照片
S424,61	拍攝影片
S424,67	拍攝視頻
S424,73	拍影片
S424,78	拍攝
S424,82	錄影
S424,86	錄像
S424,90	錄製影片
S424,96	錄製視頻
S424,102	使用相機
S424,108	使用攝像頭
S424,115	使用攝影機
S424,122	取用相機
S424,128	存取相機
S424,134	訪問相機
K425,5	microphone
M425,17,3
K425,19	names
Q425,26,3
S425,27	咪高風
S425,32	咪高峰
S425,37	麥克風
K425,43	related
Q425,52,6
S425,53	錄音
S425,57	語音
S425,61	聲音
S425,65	通話
S425,69	錄製
S425,73	說話
K426,7	does
Q426,13,18
S426,14	錄音
S426,18	錄製音訊
S426,24	錄製音頻
S426,30	錄製聲音
S426,36	錄製語音
S426,42	擷取聲音
S426,48	擷取音訊
S426,54	採集聲音
S426,60	採集音頻
S426,66	捕獲音頻
S426,72	捕獲音訊
S426,78	聲音擷取
S426,84	聲音採集
S426,90	收音
S426,94	使用麥克風
S426,101	取用麥克風
S426,108	存取麥克風
S426,115	訪問麥克風
K427,5	photos
M427,13,3
K427,15	names
Q427,22,3
S427,23	相簿
S427,27	相冊
S427,31	圖庫
K427,36	related
Q427,45,6
S427,46	相片
S427,50	照片
S427,54	圖片
S427,58	儲存
S427,62	保存
S427,66	影片
K428,7	does
Q428,13,26
S428,14	儲存照片
S428,20	儲存相片
S428,26	儲存圖片
S428,32	保存照片
S428,38	保存圖片
S428,44	儲存到相簿
S428,51	儲存至相簿
S428,58	存入相簿
S428,64	取用照片
S428,70	存取照片
S428,76	存取相簿
S428,82	取用相簿
S428,88	訪問相簿
S428,94	訪問照片
S428,100	存取照片圖庫
S428,108	取用照片圖庫
S428,116	訪問照片圖庫
S428,124	讀取照片
S428,130	讀取相簿
S428,136	使用相簿
S428,142	使用照片
S428,148	選擇照片
S428,154	選取照片
S428,160	選擇相片
S428,166	選擇圖片
S428,172	選取圖片
K429,5	contacts
M429,15,3
K429,17	names
Q429,24,2
S429,25	通訊錄
S429,30	聯絡人
K429,36	related
Q429,45,4
S429,46	好友
S429,50	朋友
S429,54	邀請
S429,58	電話號碼
K430,7	does
Q430,13,7
S430,14	取用聯絡人
S430,21	存取聯絡人
S430,28	讀取聯絡人
S430,35	訪問通訊錄
S430,42	讀取通訊錄
S430,49	存取通訊錄
S430,56	使用通訊錄
K431,5	calendars
M431,16,3
K431,18	names
Q431,25,2
S431,26	日曆
S431,30	行事曆
K431,36	related
Q431,45,4
S431,46	行程
S431,50	事件
S431,54	預約
S431,58	活動
K432,7	does
Q432,13,6
S432,14	取用行事曆
S432,21	存取行事曆
S432,28	讀取行事曆
S432,35	訪問日曆
S432,41	讀取日曆
S432,47	使用行事曆
K433,5	location
M433,15,3
K433,17	names
Q433,24,2
S433,25	位置
S433,29	定位
K433,34	related
Q433,43,7
S433,44	地圖
S433,48	附近
S433,52	導航
S433,56	所在
S433,60	城市
S433,64	天氣
S433,68	路線
K434,7	does
Q434,13,19
S434,14	取得位置
S434,20	取得你的位置
S434,28	取得您的位置
S434,36	取得定位
S434,42	獲取位置
S434,48	獲取你的位置
S434,56	獲取您的位置
S434,64	獲得位置
S434,70	取得目前位置
S434,78	確定位置
S434,84	使用位置
S434,90	使用你的位置
S434,98	使用您的位置
S434,106	取用位置
S434,112	存取位置
S434,118	訪問位置
S434,124	位置資訊
S434,130	位置信息
S434,136	定位
K435,5	bluetooth
M435,16,3
K435,18	names
Q435,25,1
S435,26	藍牙
K435,31	related
Q435,40,5
S435,41	裝置
S435,45	設備
S435,49	配件
S435,53	連接
S435,57	配對
K436,7	does
Q436,13,9
S436,14	使用藍牙
S436,20	取用藍牙
S436,26	存取藍牙
S436,32	訪問藍牙
S436,38	連接藍牙
S436,44	連線藍牙
S436,50	連接藍牙裝置
S436,58	連接藍牙設備
S436,66	搜尋藍牙裝置

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
Q285,20,25
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
K288,3	restating-short-hints
Q288,26,3
S288,27	访问
S288,31	使用
S288,35	获取
K289,3	restating
Q290,5,9
S290,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S291,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S293,7	(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S294,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S296,7	(是否|可否|能否)(允许|授权|同意).{0,10}(访问|使用|获取|获得|存取|取用|读取)(你|您)?的?.{0,8}$
S297,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S299,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
S301,7	(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)
S302,7	(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)
K304,3	passive
Q305,5,2
S305,7	(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)
S306,7	被(用于|用来|用於|用來)
K309,3	passive-hints
Q309,18,4
S309,19	用于
S309,23	用来
S309,27	用於
S309,31	用來
K310,3	passive-agents
Q310,19,3
S310,20	我们
S310,24	我們
S310,28	本公司
K312,3	passive-assurances
Q312,23,12
S312,24	不会上传
S312,30	不会储存
S312,36	不会存储
S312,42	不会保存
S312,48	不会分享
S312,54	不会离开
S312,60	只在你的设备
S312,68	只在您的设备
S312,76	仅在你的设备
S312,84	仅在您的设备
S312,92	不會上傳
S312,98	不會儲存
K315,3	passive-concerns
Q315,21,15
S315,22	广告
S315,26	营销
S315,30	推广
S315,34	合作伙伴
S315,40	第三方
S315,45	数据分析
S315,51	个性化
S315,56	改善
S315,60	改进
S315,64	提升
S315,68	优化
S315,72	研究
S315,76	共享给
S315,81	分享给
S315,86	廣告
K317,3	passive-negations
S317,22	不未非绝絕
K318,3	reason-markers
Q318,19,24
S318,20	以便
S318,24	用于
S318,28	用来
S318,32	为了
S318,36	以
S318,39	来
S318,42	可以
S318,46	让你
S318,50	让您
S318,54	便于
S318,58	方便
S318,62	从而
S318,66	帮助
S318,70	例如
S318,74	比如
S319,5	如
S319,8	当
S319,11	时
S319,14	才能
S319,18	进行
S319,22	后，
S319,26	用作
S319,30	将
S319,33	把
K322,3	no-reason-words
Q322,20,65
S322,21	到
S322,24	至
S322,27	此应用程序
S322,34	此应用程式
S322,41	应用程序
S322,47	应用程式
S322,53	本应用
S322,58	此应用
S322,63	该应用
S322,68	应用
S322,72	app
S322,77	我们
S322,81	你的
S322,85	您的
S322,89	你
S322,92	您
S322,95	的
S322,98	需要
S322,102	想要
S322,106	希望
S322,110	请
S322,113	允许
S322,117	授权
S322,121	同意
S322,125	权限
S322,129	许可
S322,133	访问
S322,137	使用
S322,141	获取
S322,145	获得
S322,149	存取
S322,153	取用
S322,157	开启
S322,161	打开
S322,165	才能
S322,169	以便
S322,173	用于
S322,177	用来
S322,181	以
S322,184	来
S322,187	进行
S322,191	功能
S322,195	相关
S322,199	正常
S322,203	某些
S322,207	部分
S322,211	此
S322,214	本
S322,217	该
S322,220	会
S322,223	将
S322,226	可以
S322,230	可
S322,233	能
S322,236	要
S322,239	和
S322,242	及
S322,245	与
S322,248	或
S322,251	并
S322,254	这
S322,257	被
S322,260	为
S322,263	信息
S322,267	数据
K323,3	vague-phrases
Q323,18,32
S323,19	更好的体验
S323,26	更好地体验
S323,33	提升体验
S323,39	提升用户体验
S323,47	优化体验
S323,53	更佳体验
S323,59	最佳体验
S323,65	更好的服务
S324,5	提供更好
S324,11	更优质的服务
S324,19	改善体验
S324,25	更流畅的体验
S324,33	最佳…体验
S324,40	最好…体验
S324,47	提升…体验
S324,54	更好…体验
S324,61	优化…体验
S324,68	改善…体验
S325,5	提升服务
S325,11	优化服务
S325,17	改善服务
S325,23	改进服务
S325,29	完善服务
S325,35	改进产品
S326,5	音频相关功能
S326,13	相机相关功能
S326,21	麦克风相关功能
S326,30	定位相关功能
S326,38	位置相关功能
S326,46	相册相关功能
S326,54	照片相关功能
S326,62	蓝牙相关功能
K327,3	placeholders
Q327,17,14
S327,18	TODO
S327,24	TBD
S327,29	FIXME
S327,36	XXX
S327,41	lorem ipsum
S327,54	待定
S327,58	待翻译
S327,63	待翻譯
S327,68	待补充
S327,73	待補充
S327,78	占位
S327,82	此处填写
S327,88	翻译中
S327,93	$(
K329,3	placeholder-values
Q329,23,11
S329,24	是
S329,27	否
S329,30	无
S329,33	描述
S329,37	说明
S329,41	用途说明
S329,47	权限说明
S329,53	使用说明
S329,59	文本
S329,63	测试
S329,67	允许
K331,3	doubled-words
Q331,18,13
S331,19	的
S331,22	你的
S331,26	您的
S331,30	我们的
S331,35	你
S331,38	您
S331,41	在
S331,44	是
S331,47	和
S331,50	与
S331,53	把
S331,56	将
S331,59	了
K334,3	read-words
Q334,15,16
S334,16	选择
S334,20	选取
S334,24	上传
S334,28	分享
S334,32	发送
S334,36	浏览
S334,40	查看
S334,44	读取
S334,48	导入
S334,52	识别
S334,56	使用你的
S334,62	使用您的
S334,68	同步
S334,72	追踪
S334,76	跟踪
S334,80	监测
K335,3	write-words
Q335,16,7
S335,17	保存
S335,21	存储
S335,25	储存
S335,29	存入
S335,33	导出
S335,37	写入
S335,41	同步
K337,3	apple-names
M338,5,10
K338,5	Face ID
S338,14	面容 ID
K339,5	FaceID
S339,13	面容 ID
K340,5	Touch ID
S340,15	触控 ID
K341,5	TouchID
S341,14	触控 ID
K343,5	Apple Health
S343,19	“健康”
K344,5	苹果健康
S344,11	“健康”
K345,5	Health App
S345,17	“健康”App
K346,5	Health app
S346,17	“健康”App
K347,5	Apple Wallet
S347,19	“钱包”
K348,5	Wallet App
S348,17	“钱包”App
K351,3	regional-terms
M352,5,14
K352,5	存取
S352,9	访问
K353,5	联络人
S353,10	联系人
K354,5	聯絡人
S354,10	联系人
K355,5	汇入
S355,9	导入
K356,5	匯入
S356,9	导入
K357,5	汇出
S357,9	导出
K358,5	匯出
S358,9	导出
K359,5	应用程式
S359,11	应用
K360,5	應用程式
S360,11	应用
K361,5	使用者
S361,10	用户
K362,5	位址
S362,9	地址
K363,5	登入
S363,9	登录
K364,5	软体
S364,9	软件
K365,5	軟體
S365,9	软件
K366,3	min-columns
S366,16	12
K367,3	max-columns
S367,16	140
K368,3	pronouns
Q368,13,2
S368,14	你
S368,17	您
K370,3	also-wrong-script
S370,22	後夥徵摺菸麽箝麴於
K371,3	resources
M372,5,11
K372,5	camera
M372,13,3
K372,15	names
Q372,22,3
S372,23	相机
S372,27	摄像头
S372,32	镜头
K372,37	related
Q372,46,11
S372,47	拍照
S372,51	拍摄
S372,55	扫描
S372,59	扫码
S372,63	二维码
S372,68	QR
S372,72	视频
S372,76	录像
S372,80	照片
S372,84	自拍
S372,88	录制
K373,7	does
Q373,13,17
S373,14	拍照
S373,18	拍摄照片和视频
S373,27	拍摄照片或视频
S373,36	拍照和录像
S373,43	拍照或录像
S373,50	拍照片
S373,55	拍摄照片
S373,61	拍摄视频
S373,67	拍视频
S373,72	拍摄
S373,76	录像
S373,80	录影
S373,84	录制视频
S373,90	使用相机
S373,96	使用摄像头
S373,103	访问相机
S373,109	访问摄像头
K374,5	microphone
M374,17,3
K374,19	names
Q374,26,2
S374,27	麦克风
S374,32	话筒
K374,37	related
Q374,46,6
S374,47	录音
S374,51	语音
S374,55	声音
S374,59	通话
S374,63	录制
S374,67	说话
K375,7	does
Q375,13,11
S375,14	录音
S375,18	录制音频
S375,24	录制声音
S375,30	录制语音
S375,36	采集声音
S375,42	采集音频
S375,48	捕获音频
S375,54	声音采集
S375,60	收音
S375,64	使用麦克风
S375,71	访问麦克风
K376,5	photos
M376,13,3
K376,15	names
Q376,22,3
S376,23	相册
S376,27	图库
S376,31	照片图库
K376,38	related
Q376,47,7
S376,48	照片
S376,52	图片
S376,56	保存
S376,60	存储
S376,64	壁纸
S376,68	视频
S376,72	相片
K377,7	does
Q377,13,18
S377,14	保存照片
S377,20	保存图片
S377,26	保存到相册
S377,33	保存至相册
S377,40	存储照片
S377,46	储存照片
S377,52	访问相册
S377,58	访问照片
S377,64	访问照片图库
S377,72	访问图库
S377,78	读取照片
S377,84	读取相册
S377,90	使用相册
S377,96	使用照片
S377,102	选择照片
S377,108	选取照片
S377,114	选择图片
S377,120	选取图片
K378,5	contacts
M378,15,3
K378,17	names
Q378,24,2
S378,25	通讯录
S378,30	联系人
K378,36	related
Q378,45,4
S378,46	好友
S378,50	朋友
S378,54	邀请
S378,58	电话号码
K379,7	does
Q379,13,5
S379,14	访问通讯录
S379,21	读取通讯录
S379,28	访问联系人
S379,35	读取联系人
S379,42	使用通讯录
K380,5	calendars
M380,16,3
K380,18	names
Q380,25,1
S380,26	日历
K380,31	related
Q380,40,5
S380,41	日程
S380,45	事件
S380,49	预约
S380,53	活动
S380,57	预订
K381,7	does
Q381,13,3
S381,14	访问日历
S381,20	读取日历
S381,26	使用日历
K382,5	reminders
M382,16,3
K382,18	names
Q382,25,1
S382,26	提醒事项
K382,33	related
Q382,42,3
S382,43	待办
S382,47	任务
S382,51	提醒
K383,7	does
Q383,13,2
S383,14	访问提醒事项
S383,22	读取提醒事项
K384,5	location
M384,15,3
K384,17	names
Q384,24,2
S384,25	位置
S384,29	定位
K384,34	related
Q384,43,7
S384,44	地图
S384,48	附近
S384,52	导航
S384,56	所在
S384,60	城市
S384,64	天气
S384,68	路线
K385,7	does
Q385,13,13
S385,14	获取位置
S385,20	获取你的位置
S385,28	获取您的位置
S385,36	获取定位
S385,42	获得位置
S385,48	获取当前位置
S385,56	确定位置
S385,62	使用位置
S385,68	使用你的位置
S385,76	使用您的位置
S385,84	访问位置
S385,90	位置信息
S385,96	定位
K386,5	bluetooth
M386,16,3
K386,18	names
Q386,25,1
S386,26	蓝牙
K386,31	related
Q386,40,4
S386,41	设备
S386,45	配件
S386,49	连接
S386,53	配对
K387,7	does
Q387,13,5
S387,14	使用蓝牙
S387,20	访问蓝牙
S387,26	连接蓝牙
S387,32	连接蓝牙设备
S387,40	搜索蓝牙设备
K388,5	health
M388,13,3
K388,15	names
Q388,22,2
S388,23	健康数据
S388,29	“健康”
K388,36	related
Q388,45,6
S388,46	运动
S388,50	步数
S388,54	心率
S388,58	睡眠
S388,62	体重
S388,66	血糖
K389,7	does
Q389,13,3
S389,14	读取健康数据
S389,22	写入健康数据
S389,30	访问健康数据
K390,5	face-id
M390,14,3
K390,16	names
Q390,23,3
S390,24	面容 ID
S390,31	Face ID
S390,40	FaceID
K390,49	related
Q390,58,4
S390,59	解锁
S390,63	验证
S390,67	登录
S390,71	身份
K391,7	does
Q391,13,5
S391,14	使用面容 id
S391,23	使用 face id
S391,35	身份验证
S391,41	验证身份
S391,47	进行身份验证
K392,5	speech-recognition
M392,25,3
K392,27	names
Q392,34,1
S392,35	语音识别
K392,42	related
Q392,51,4
S392,52	听写
S392,56	转写
S392,60	语音
S392,64	转录
K393,7	does
Q393,13,4
S393,14	语音识别
S393,20	识别语音
S393,26	使用语音识别
S393,34	语音转文字

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
Q283,20,30
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
K286,3	restating-short-hints
Q286,26,6
S286,27	取用
S286,31	存取
S286,35	使用
S286,39	取得
S286,43	訪問
S286,47	獲取
K287,3	restating
Q288,5,9
S288,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S289,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S291,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S292,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S294,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S295,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S297,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S299,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S300,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K302,3	passive
Q303,5,2
S303,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S304,7	被(用於|用來|用于|用来)
K307,3	passive-hints
Q307,18,4
S307,19	用於
S307,23	用來
S307,27	用于
S307,31	用来
K308,3	passive-agents
Q308,19,3
S308,20	我們
S308,24	我们
S308,28	本公司
K310,3	passive-assurances
Q310,23,12
S310,24	不會上傳
S310,30	不會儲存
S310,36	不會保存
S310,42	不會分享
S310,48	不會離開
S310,54	只在你的裝置
S310,62	只在您的裝置
S310,70	僅在你的裝置
S310,78	僅在您的裝置
S310,86	不会上传
S310,92	不会储存
S310,98	不会保存
K313,3	passive-concerns
Q313,21,19
S313,22	廣告
S313,26	行銷
S313,30	營銷
S313,34	推廣
S313,38	合作夥伴
S313,44	合作伙伴
S313,50	第三方
S313,55	數據分析
S313,61	資料分析
S313,67	個人化
S313,72	個性化
S313,77	改善
S313,81	改進
S313,85	提升
S313,89	優化
S313,93	研究
S313,97	共享給
S313,102	分享給
S313,107	广告
K315,3	passive-negations
S315,22	不未非絕绝
K316,3	reason-markers
Q316,19,24
S316,20	以便
S316,24	用於
S316,28	用來
S316,32	為了
S316,36	以
S316,39	來
S316,42	可以
S316,46	讓你
S316,50	讓您
S316,54	便於
S316,58	方便
S316,62	從而
S316,66	幫助
S316,70	例如
S316,74	比如
S317,5	如
S317,8	當
S317,11	時
S317,14	才能
S317,18	進行
S317,22	後，
S317,26	用作
S317,30	將
S317,33	把
K320,3	no-reason-words
Q320,20,68
S320,21	到
S320,24	至
S320,27	此應用程式
S320,34	此應用程序
S320,41	應用程式
S320,47	應用程序
S320,53	本應用
S320,58	此應用
S320,63	該應用
S320,68	應用
S320,72	app
S320,77	我們
S320,81	你的
S320,85	您的
S320,89	你
S320,92	您
S320,95	的
S320,98	需要
S320,102	想要
S320,106	希望
S320,110	請
S320,113	允許
S320,117	授權
S320,121	同意
S320,125	權限
S320,129	許可
S320,133	取用
S320,137	存取
S320,141	使用
S320,145	取得
S320,149	獲取
S320,153	獲得
S320,157	訪問
S320,161	開啟
S320,165	打開
S320,169	才能
S320,173	以便
S320,177	用於
S320,181	用來
S320,185	以
S320,188	來
S320,191	進行
S320,195	功能
S320,199	相關
S320,203	正常
S320,207	某些
S320,211	部分
S320,215	此
S320,218	本
S320,221	該
S320,224	會
S320,227	將
S320,230	可以
S320,234	可
S320,237	能
S320,240	要
S320,243	和
S320,246	及
S320,249	與
S320,252	或
S320,255	並
S320,258	這
S320,261	被
S320,264	為
S320,267	資訊
S320,271	資料
S320,275	信息
S320,279	數據
K321,3	vague-phrases
Q321,18,33
S321,19	更好的體驗
S321,26	更好地體驗
S321,33	提升體驗
S321,39	提升使用者體驗
S321,48	優化體驗
S321,54	更佳體驗
S321,60	最佳體驗
S321,66	更好的服務
S322,5	提供更好
S322,11	更優質的服務
S322,19	改善體驗
S322,25	更流暢的體驗
S322,33	最佳…體驗
S322,40	最好…體驗
S322,47	提升…體驗
S322,54	更好…體驗
S322,61	優化…體驗
S322,68	改善…體驗
S323,5	提升服務
S323,11	優化服務
S323,17	改善服務
S323,23	改進服務
S323,29	完善服務
S323,35	改進產品
S324,5	音訊相關功能
S324,13	音頻相關功能
S324,21	相機相關功能
S324,29	麥克風相關功能
S324,38	定位相關功能
S324,46	位置相關功能
S324,54	相簿相關功能
S324,62	照片相關功能
S324,70	藍牙相關功能
K325,3	placeholders
Q325,17,13
S325,18	TODO
S325,24	TBD
S325,29	FIXME
S325,36	XXX
S325,41	lorem ipsum
S325,54	待定
S325,58	待翻譯
S325,63	待翻译
S325,68	待補充
S325,73	佔位
S325,77	此處填寫
S325,83	翻譯中
S325,88	$(
K327,3	placeholder-values
Q327,23,11
S327,24	是
S327,27	否
S327,30	無
S327,33	描述
S327,37	說明
S327,41	用途說明
S327,47	權限說明
S327,53	使用說明
S327,59	文字
S327,63	測試
S327,67	允許
K329,3	doubled-words
Q329,18,13
S329,19	的
S329,22	你的
S329,26	您的
S329,30	我們的
S329,35	你
S329,38	您
S329,41	在
S329,44	是
S329,47	和
S329,50	與
S329,53	把
S329,56	將
S329,59	了
K332,3	read-words
Q332,15,16
S332,16	選擇
S332,20	選取
S332,24	上傳
S332,28	分享
S332,32	傳送
S332,36	瀏覽
S332,40	檢視
S332,44	查看
S332,48	讀取
S332,52	匯入
S332,56	辨識
S332,60	使用你的
S332,66	使用您的
S332,72	同步
S332,76	追蹤
S332,80	監測
K333,3	write-words
Q333,16,6
S333,17	儲存
S333,21	保存
S333,25	存入
S333,29	匯出
S333,33	寫入
S333,37	同步
K335,3	apple-names
M336,5,12
K336,5	面容 ID
S336,12	Face ID
K337,5	面容ID
S337,11	Face ID
K338,5	觸控 ID
S338,12	Touch ID
K339,5	觸控ID
S339,11	Touch ID
K340,5	FaceID
S340,13	Face ID
K341,5	TouchID
S341,14	Touch ID
K343,5	Apple Health
S343,19	「健康」
K344,5	蘋果健康
S344,11	「健康」
K345,5	Health App
S345,17	「健康」App
K346,5	Health app
S346,17	「健康」App
K347,5	Apple Wallet
S347,19	「錢包」
K348,5	Wallet App
S348,17	「錢包」App
K349,3	min-columns
S349,16	12
K350,3	max-columns
S350,16	140
K351,3	pronouns
Q351,13,2
S351,14	你
S351,17	您
K355,3	also-wrong-script
S355,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K358,3	regional-terms
M359,5,75
K359,5	訪問
S359,9	取用
K360,5	視頻
S360,9	影片
K361,5	用戶
S361,9	使用者
K362,5	信息
S362,9	資訊
K363,5	默認
S363,9	預設
K364,5	網絡
S364,9	網路
K365,5	軟件
S365,9	軟體
K366,5	硬件
S366,9	硬體
K367,5	設置
S367,9	設定
K368,5	數據
S368,9	資料
K369,5	設備
S369,9	裝置
K370,5	獲取
S370,9	取得
K371,5	攝像頭
S371,10	相機
K372,5	相冊
S372,9	相簿
K373,5	屏幕
S373,9	螢幕
K374,5	鼠標
S374,9	滑鼠
K375,5	內存
S375,9	記憶體
K376,5	登錄
S376,9	登入
K377,5	短信
S377,9	簡訊
K378,5	個性化
S378,10	個人化
K379,5	質量
S379,9	品質
K380,5	激活
S380,9	啟用
K381,5	服務器
S381,10	伺服器
K382,5	緩存
S382,9	快取
K383,5	二維碼
S383,10	QR 碼
K384,5	實時
S384,9	即時
K385,5	在線
S385,9	線上
K386,5	賬號
S386,9	帳號
K387,5	賬戶
S387,9	帳號
K388,5	菜單
S388,9	選單
K389,5	界面
S389,9	介面
K390,5	運行
S390,9	執行
K391,5	兼容
S391,9	相容
K392,5	搜索
S392,9	搜尋
K393,5	粘貼
S393,9	貼上
K394,5	打印
S394,9	列印
K395,5	刷新
S395,9	重新整理
K396,5	導出
S396,9	匯出
K397,5	導入
S397,9	匯入
K398,5	咪高風
S398,10	麥克風
K399,5	咪高峰
S399,10	麥克風
K400,5	後台
S400,9	背景
K401,5	應用程序
S401,11	應用程式
K402,5	當前
S402,9	目前
K403,5	添加
S403,9	新增
K404,5	保存
S404,9	儲存
K405,5	許可權
S405,10	權限
K406,5	本地網路
S406,11	區域網路
K407,5	位置訊息
S407,11	位置資訊
K408,5	音頻
S408,9	音訊
K409,5	插件
S409,9	外掛程式
K410,5	語音識別
S410,11	語音辨識
K411,5	人臉識別
S411,11	臉部辨識
K412,5	文字消息
S412,11	文字訊息
K414,5	卸載
S414,9	解除安裝
K415,5	鏈接
S415,9	連結
K416,5	點擊
S416,9	點一下
K417,5	智能
S417,9	智慧
K418,5	優化
S418,9	最佳化
K419,5	字體
S419,9	字型
K420,5	文本
S420,9	文字
K421,5	信號
S421,9	訊號
K422,5	數碼
S422,9	數位
K423,5	移動數據
S423,11	行動數據
K424,5	移動網絡
S424,11	行動網路
K425,5	日曆
S425,9	行事曆
K426,5	攝像機
S426,10	攝影機
K427,5	截屏
S427,9	截圖
K428,5	全屏
S428,9	全螢幕
K429,5	存儲
S429,9	儲存
K431,5	視頻通話
S431,11	視訊通話
K432,5	視頻會議
S432,11	視訊會議
K433,5	視頻聊天
S433,11	視訊聊天
K434,5	傳感器
S434,10	感測器
K435,5	識別
S435,9	辨識
K437,3	regional-exceptions
Q437,24,7
S437,25	行動數據
S437,31	數據機
S437,36	統計數據
S437,42	大數據
S437,47	識別碼
S437,52	識別證
S437,57	識別符
K443,3	colloquial-terms
M444,5,26
K444,5	佢哋
S444,9	他們
K445,5	我哋
S445,9	我們
K446,5	你哋
S446,9	你們
K447,5	而家
S447,9	現在
K448,5	邊度
S448,9	哪裡
K449,5	點樣
S449,9	怎樣
K450,5	影相
S450,9	拍照
K451,5	同埋
S451,9	以及
K452,5	嘅
S452,8	的
K453,5	咗
S453,8	了
K454,5	唔
S454,8	不
K455,5	冇
S455,8	沒有
K456,5	佢
S456,8	他
K457,5	喺
S457,8	在
K458,5	嘢
S458,8	東西
K459,5	啲
S459,8	些
K460,5	睇
S460,8	看
K461,5	嚟
S461,8	來
K462,5	嗰
S462,8	那
K463,5	噉
S463,8	這樣
K464,5	咁
S464,8	這麼
K465,5	攞
S465,8	拿
K466,5	諗
S466,8	想
K467,5	搵
S467,8	找
K468,5	畀
S468,8	給
K469,5	哋
S469,8	們
K470,3	draft-corrections
M471,5,7
K471,5	許可權
S471,10	權限
K472,5	訪問
S472,9	取用
K473,5	存取
S473,9	取用
K475,5	影象
S475,9	影像
K476,5	圖象
S476,9	圖像
K477,5	頭象
S477,9	頭像
K478,5	錄象
S478,9	錄影
K479,3	resources
M480,5,11
K480,5	camera
M480,13,3
K480,15	names
Q480,22,4
S480,23	相機
S480,27	攝像頭
S480,32	攝影機
S480,37	鏡頭
K480,42	related
Q480,51,11
S480,52	拍照
S480,56	拍攝
S480,60	掃描
S480,64	掃碼
S480,68	條碼
S480,72	QR
S480,76	影片
S480,80	錄影
S480,84	照片
S480,88	自拍
S480,92	錄製
K481,7	does
Q481,13,21
S481,14	拍照
S481,18	拍攝照片和影片
S481,27	拍攝照片或影片
S481,36	拍照和錄影
S481,43	拍照或錄影
S481,50	拍照片
S481,55	拍攝照片
S481,61	拍攝影片
S481,67	拍攝視頻
S481,73	拍影片
S481,78	拍攝
S481,82	錄影
S481,86	錄像
S481,90	錄製影片
S481,96	錄製視頻
S481,102	使用相機
S481,108	使用攝像頭
S481,115	使用攝影機
S481,122	取用相機
S481,128	存取相機
S481,134	訪問相機
K482,5	microphone
M482,17,3
K482,19	names
Q482,26,3
S482,27	麥克風
S482,32	咪高風
S482,37	咪高峰
K482,43	related
Q482,52,6
S482,53	錄音
S482,57	語音
S482,61	聲音
S482,65	通話
S482,69	錄製
S482,73	說話
K483,7	does
Q483,13,18
S483,14	錄音
S483,18	錄製音訊
S483,24	錄製音頻
S483,30	錄製聲音
S483,36	錄製語音
S483,42	擷取聲音
S483,48	擷取音訊
S483,54	採集聲音
S483,60	採集音頻
S483,66	捕獲音頻
S483,72	捕獲音訊
S483,78	聲音擷取
S483,84	聲音採集
S483,90	收音
S483,94	使用麥克風
S483,101	取用麥克風
S483,108	存取麥克風
S483,115	訪問麥克風
K484,5	photos
M484,13,3
K484,15	names
Q484,22,4
S484,23	相簿
S484,27	相冊
S484,31	圖庫
S484,35	照片圖庫
K484,42	related
Q484,51,7
S484,52	照片
S484,56	圖片
S484,60	儲存
S484,64	保存
S484,68	桌布
S484,72	影片
S484,76	相片
K485,7	does
Q485,13,26
S485,14	儲存照片
S485,20	儲存相片
S485,26	儲存圖片
S485,32	保存照片
S485,38	保存圖片
S485,44	儲存到相簿
S485,51	儲存至相簿
S485,58	存入相簿
S485,64	取用照片
S485,70	存取照片
S485,76	存取相簿
S485,82	取用相簿
S485,88	訪問相簿
S485,94	訪問照片
S485,100	存取照片圖庫
S485,108	取用照片圖庫
S485,116	訪問照片圖庫
S485,124	讀取照片
S485,130	讀取相簿
S485,136	使用相簿
S485,142	使用照片
S485,148	選擇照片
S485,154	選取照片
S485,160	選擇相片
S485,166	選擇圖片
S485,172	選取圖片
K486,5	contacts
M486,15,3
K486,17	names
Q486,24,2
S486,25	聯絡人
S486,30	通訊錄
K486,36	related
Q486,45,4
S486,46	好友
S486,50	朋友
S486,54	邀請
S486,58	電話號碼
K487,7	does
Q487,13,7
S487,14	取用聯絡人
S487,21	存取聯絡人
S487,28	讀取聯絡人
S487,35	訪問通訊錄
S487,42	讀取通訊錄
S487,49	存取通訊錄
S487,56	使用通訊錄
K488,5	calendars
M488,16,3
K488,18	names
Q488,25,2
S488,26	行事曆
S488,31	日曆
K488,36	related
Q488,45,5
S488,46	行程
S488,50	事件
S488,54	預約
S488,58	活動
S488,62	預訂
K489,7	does
Q489,13,6
S489,14	取用行事曆
S489,21	存取行事曆
S489,28	讀取行事曆
S489,35	訪問日曆
S489,41	讀取日曆
S489,47	使用行事曆
K490,5	reminders
M490,16,3
K490,18	names
Q490,25,1
S490,26	提醒事項
K490,33	related
Q490,42,3
S490,43	待辦
S490,47	任務
S490,51	提醒
K491,7	does
Q491,13,3
S491,14	取用提醒事項
S491,22	存取提醒事項
S491,30	讀取提醒事項
K492,5	location
M492,15,3
K492,17	names
Q492,24,2
S492,25	位置
S492,29	定位
K492,34	related
Q492,43,7
S492,44	地圖
S492,48	附近
S492,52	導航
S492,56	所在
S492,60	城市
S492,64	天氣
S492,68	路線
K493,7	does
Q493,13,19
S493,14	取得位置
S493,20	取得你的位置
S493,28	取得您的位置
S493,36	取得定位
S493,42	獲取位置
S493,48	獲取你的位置
S493,56	獲取您的位置
S493,64	獲得位置
S493,70	取得目前位置
S493,78	確定位置
S493,84	使用位置
S493,90	使用你的位置
S493,98	使用您的位置
S493,106	取用位置
S493,112	存取位置
S493,118	訪問位置
S493,124	位置資訊
S493,130	位置信息
S493,136	定位
K494,5	bluetooth
M494,16,3
K494,18	names
Q494,25,1
S494,26	藍牙
K494,31	related
Q494,40,5
S494,41	裝置
S494,45	設備
S494,49	配件
S494,53	連接
S494,57	配對
K495,7	does
Q495,13,9
S495,14	使用藍牙
S495,20	取用藍牙
S495,26	存取藍牙
S495,32	訪問藍牙
S495,38	連接藍牙
S495,44	連線藍牙
S495,50	連接藍牙裝置
S495,58	連接藍牙設備
S495,66	搜尋藍牙裝置
K496,5	health
M496,13,3
K496,15	names
Q496,22,2
S496,23	健康資料
S496,29	「健康」
K496,36	related
Q496,45,6
S496,46	運動
S496,50	步數
S496,54	心率
S496,58	睡眠
S496,62	體重
S496,66	血糖
K497,7	does
Q497,13,5
S497,14	讀取健康資料
S497,22	寫入健康資料
S497,30	取用健康資料
S497,38	存取健康資料
S497,46	讀取健康數據
K498,5	face-id
M498,14,3
K498,16	names
Q498,23,2
S498,24	Face ID
S498,33	FaceID
K498,42	related
Q498,51,5
S498,52	解鎖
S498,56	驗證
S498,60	登入
S498,64	身分
S498,68	身份
K499,7	does
Q499,13,7
S499,14	使用 face id
S499,26	身分驗證
S499,32	身份驗證
S499,38	驗證身分
S499,44	驗證身份
S499,50	進行身分驗證
S499,58	進行身份驗證
K500,5	speech-recognition
M500,25,3
K500,27	names
Q500,34,2
S500,35	語音辨識
S500,41	語音識別
K500,48	related
Q500,57,4
S500,58	聽寫
S500,62	轉寫
S500,66	語音
S500,70	轉錄
K501,7	does
Q501,13,6
S501,14	語音辨識
S501,20	語音識別
S501,26	辨識語音
S501,32	識別語音
S501,38	使用語音辨識
S501,46	語音轉文字

"""#
}
