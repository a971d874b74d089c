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
M23,3,8
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
K33,1	your
M33,7,2
K33,9	possessive
S33,21	your 
K33,30	pronoun
S33,39	your
K35,1	list
M35,7,3
K35,9	separator
S35,20	, 
K35,26	and
S35,31	 and 
K35,40	or
S35,44	 or 
K37,1	buttons
M38,3,6
K38,3	open-settings
S38,18	Go to Settings
K39,3	not-now
S39,12	Not Now
K40,3	later
S40,10	Not Now
K41,3	open-now
S41,13	Turn On
K42,3	got-it
S42,11	OK
K43,3	continue
S43,13	Continue
K46,1	alert-buttons
M47,3,10
K47,3	deny
S47,9	Don’t Allow
K48,3	ok
S48,7	OK
K49,3	allow
S49,10	Allow
K50,3	allow-once
S50,15	Allow Once
K51,3	allow-while-using
S51,22	Allow While Using App
K52,3	select-photos
S52,18	Select Photos…
K53,3	allow-all-photos
S53,21	Allow Access to All Photos
K54,3	limit-access
S54,17	Limit Access…
K55,3	allow-full-access
S55,22	Allow Full Access
K56,3	ask-not-to-track
S56,21	Ask App Not to Track
K62,1	permissions
M63,3,42
K63,3	camera
M64,5,3
K64,5	resource
S64,15	camera
K65,5	row
S65,10	Camera
K66,5	alert-title
S66,18	“%@” Would Like to Access the Camera
K67,3	microphone
M68,5,3
K68,5	resource
S68,15	microphone
K69,5	row
S69,10	Microphone
K70,5	alert-title
S70,18	“%@” Would Like to Access the Microphone
K71,3	photo-library
M72,5,5
K72,5	selected
S72,15	the photos you selected
K73,5	resource
S73,15	photo library
K74,5	row
S74,10	Photos
K75,5	choice
M75,13,2
K75,15	ios15
S75,22	All Photos
K75,34	ios17
S75,41	Full Access
K76,5	alert-title
M76,18,2
K76,20	ios15
S76,27	“%@” Would Like to Access Your Photos
K76,66	ios18
S76,73	“%@” would like full access to your Photo Library.
K77,3	photo-library-add
M78,5,4
K78,5	resource
S78,15	photo library
K79,5	row
S79,10	Photos
K80,5	choice
S80,13	Add Photos Only
K81,5	alert-title
S81,18	“%@” Would Like to Add to your Photos
K82,3	contacts
M83,5,5
K83,5	selected
S83,15	the contacts you selected
K84,5	resource
S84,15	contacts
K85,5	row
S85,10	Contacts
K86,5	choice
S86,13	Full Access
K87,5	alert-title
S87,18	“%@” Would Like to Access Your Contacts
K88,3	calendars
M89,5,3
K89,5	resource
S89,15	calendar
K90,5	row
S90,10	Calendars
K91,5	alert-title
S91,18	“%@” Would Like to Access Your Calendar
K92,3	calendars-full-access
M93,5,4
K93,5	resource
S93,15	calendar
K94,5	row
S94,10	Calendars
K95,5	choice
S95,13	Full Access
K96,5	alert-title
S96,18	“%@” Would Like Full Access to Your Calendar
K97,3	calendars-write-only
M98,5,4
K98,5	resource
S98,15	calendar
K99,5	row
S99,10	Calendars
K100,5	choice
S100,13	Add Events Only
K101,5	alert-title
S101,18	“%@” Would Like to Add Events to Your Calendar
K102,3	reminders
M103,5,3
K103,5	resource
S103,15	reminders
K104,5	row
S104,10	Reminders
K105,5	alert-title
S105,18	“%@” Would Like to Access Your Reminders
K106,3	reminders-full-access
M107,5,3
K107,5	resource
S107,15	reminders
K108,5	row
S108,10	Reminders
K109,5	alert-title
S109,18	“%@” Would Like Full Access to Your Reminders
K110,3	location-when-in-use
M111,5,6
K111,5	name
S111,11	Location
K112,5	resource
S112,15	location
K113,5	row
S113,10	Location
K114,5	privacy-row
S114,18	Location Services
K115,5	choice
S115,13	While Using the App
K116,5	alert-title
S116,18	Allow “%@” to use your location?
K117,3	location-always
M118,5,6
K118,5	name
S118,11	Location
K119,5	resource
S119,15	location
K120,5	row
S120,10	Location
K121,5	privacy-row
S121,18	Location Services
K122,5	choice
S122,13	Always
K123,5	alert-title
S123,18	Allow “%@” to use your location?
K124,3	location-always-legacy
M125,5,5
K125,5	resource
S125,15	location
K126,5	row
S126,10	Location
K127,5	privacy-row
S127,18	Location Services
K128,5	choice
S128,13	Always
K129,5	alert-title
S129,18	Allow “%@” to access your location even when you are not using the app?
K130,3	location-legacy
M131,5,5
K131,5	resource
S131,15	location
K132,5	row
S132,10	Location
K133,5	privacy-row
S133,18	Location Services
K134,5	choice
S134,13	While Using the App
K135,5	alert-title
S135,18	“%@” Would Like To Use Your Current Location
K136,3	bluetooth
M137,5,3
K137,5	resource
S137,15	Bluetooth
K138,5	row
S138,10	Bluetooth
K139,5	alert-title
S139,18	“%@” Would Like to Use Bluetooth
K140,3	bluetooth-peripheral
M141,5,3
K141,5	resource
S141,15	Bluetooth
K142,5	row
S142,10	Bluetooth
K143,5	alert-title
S143,18	“%@” Would Like to Use Bluetooth
K144,3	bluetooth-while-in-use
M145,5,3
K145,5	resource
S145,15	Bluetooth
K146,5	row
S146,10	Bluetooth
K147,5	alert-title
S147,18	“%@” would like to use Bluetooth while it is in use
K148,3	motion
M149,5,3
K149,5	resource
S149,15	motion and fitness activity
K150,5	row
S150,10	Motion & Fitness
K151,5	alert-title
S151,18	“%@” Would Like to Access Your Motion & Fitness Activity
K152,3	fall-detection
M153,5,3
K153,5	resource
S153,15	fall detection
K154,5	row
S154,10	Fall Detection
K155,5	alert-title
S155,18	“%@” Would Like to Use Fall Detection
K156,3	speech-recognition
M157,5,3
K157,5	resource
S157,15	speech recognition
K158,5	row
S158,10	Speech Recognition
K159,5	alert-title
S159,18	“%@” Would Like to Access Speech Recognition
K160,3	siri
M161,5,3
K161,5	resource
S161,15	Siri
K162,5	row
S162,10	Siri
K163,5	alert-title
S163,18	Would You Like to Use “%@” with Siri?
K164,3	media-library
M165,5,3
K165,5	resource
S165,15	media library
K166,5	row
S166,10	Media & Apple Music
K167,5	alert-title
S167,18	“%@” would like to access Apple Music, your music and video activity, and your media library.
K168,3	homekit
M169,5,3
K169,5	resource
S169,15	Home data
K170,5	row
S170,10	HomeKit
K171,5	alert-title
S171,18	“%@” Would Like to Access Your Home Data
K172,3	health-share
M173,5,3
K173,5	resource
S173,15	Health data
K174,5	row
S174,10	Health
K175,5	alert-title
S175,18	“%@” Would Like to Access Your Health Data
K176,3	health-update
M177,5,3
K177,5	resource
S177,15	Health data
K178,5	row
S178,10	Health
K179,5	alert-title
S179,18	Allow “%@” to update your health data.
K180,3	health-records
M181,5,3
K181,5	resource
S181,15	health records
K182,5	row
S182,10	Health
K183,5	alert-title
S183,18	“%@” Would Like to Access Your Health Records
K184,3	face-id
M185,5,5
K185,5	resource
S185,15	Face ID
K186,5	row
S186,10	Face ID
K187,5	alert-title
S187,18	Do you want to allow “%@” to use Face ID?
K188,5	privacy-parent
S188,21	Face ID & Passcode
K189,5	privacy-row
S189,18	Other Apps
K190,3	nfc
M191,5,3
K191,5	resource
S191,15	NFC reader
K192,5	row
S192,10	NFC
K193,5	alert-title
S193,18	Ready to Scan
K194,3	tracking
M195,5,5
K195,5	name
S195,11	Tracking
K196,5	resource
S196,15	activity across other companies’ apps and websites
K197,5	row
S197,10	Allow Tracking
K198,5	privacy-row
S198,18	Tracking
K199,5	alert-title
S199,18	Allow “%@” to track your activity across other companies’ apps and websites?
K200,3	local-network
M201,5,3
K201,5	resource
S201,15	local network
K202,5	row
S202,10	Local Network
K203,5	alert-title
S203,18	“%@” would like to find and connect to devices on your local network
K204,3	focus-status
M205,5,3
K205,5	resource
S205,15	Focus status
K206,5	row
S206,10	Focus
K207,5	alert-title
S207,18	“%@” Would Like to Access Your Focus Status
K208,3	nearby-interaction
M209,5,4
K209,5	resource
S209,15	nearby devices
K210,5	object
S210,13	nearby devices
K211,5	row
S211,10	Nearby Interactions
K212,5	alert-title
S212,18	“%@” Would Like to Find and Interact with Nearby Devices
K213,3	nearby-interaction-allow-once
M214,5,4
K214,5	resource
S214,15	nearby devices
K215,5	object
S215,13	nearby devices
K216,5	row
S216,10	Nearby Interactions
K217,5	alert-title
S217,18	“%@” Would Like to Find and Interact with Nearby Devices
K218,3	tv-provider
M219,5,3
K219,5	resource
S219,15	TV provider account
K220,5	row
S220,10	TV Provider
K221,5	alert-title
S221,18	“%@” Would Like to Access Your TV Provider Account
K222,3	sensorkit
M223,5,3
K223,5	resource
S223,15	research sensor and usage data
K224,5	row
S224,10	Research Sensor & Usage Data
K225,5	alert-title
S225,18	“%@” Would Like to Access Research Sensor & Usage Data
K226,3	identity
M227,5,3
K227,5	resource
S227,15	ID in Wallet
K228,5	row
S228,10	Wallet
K229,5	alert-title
S229,18	“%@” Would Like to Verify Your Identity
K230,3	gamekit-friends
M231,5,3
K231,5	resource
S231,15	Game Center friends
K232,5	row
S232,10	Game Center Friends
K233,5	alert-title
S233,18	“%@” Would Like to Access Your Game Center Friends
K234,3	financial-data
M235,5,3
K235,5	resource
S235,15	financial data
K236,5	row
S236,10	Wallet
K237,5	alert-title
S237,18	“%@” Would Like to Access Your Financial Data
K238,3	critical-messaging
M239,5,4
K239,5	resource
S239,15	critical messages
K240,5	object
S240,13	critical messaging
K241,5	row
S241,10	Critical Messages
K242,5	alert-title
S242,18	“%@” Would Like to Send Critical Messages
K243,3	alarmkit
M244,5,4
K244,5	resource
S244,15	alarms
K245,5	object
S245,13	alarms and timers
K246,5	row
S246,10	Alarms & Timers
K247,5	alert-title
S247,18	“%@” Would Like to Schedule Alarms and Timers
K248,3	voip
M249,5,3
K249,5	resource
S249,15	VoIP calls
K250,5	row
S250,10	VoIP
K251,5	alert-title
S251,18	“%@” Would Like to Receive VoIP Calls in the Background
K252,3	notifications
M253,5,3
K253,5	resource
S253,15	notifications
K254,5	row
S254,10	Notifications
K255,5	alert-title
S255,18	“%@” Would Like to Send You Notifications
K258,1	rules
M259,3,23
K259,3	script
S259,11	latin
K260,3	full-stops
Q260,15,3
S260,16	.
S260,21	!
S260,26	?
K261,3	closing-marks
Q261,18,4
S261,19	”
S261,24	’
S261,29	)
S261,34	"
K267,3	restating-hints
Q267,20,22
S267,21	need
S267,27	require
S267,36	want
S267,42	would like
S267,54	request
S267,63	ask for
S267,72	access
S267,80	permission
S267,92	allow
S267,99	grant
S267,106	enable
S267,114	give
S268,5	 not 
S268,14	n't 
S268,22	never
S268,29	plugin
S268,37	sdk
S268,42	library
S268,51	framework
S268,62	module
S268,70	package
S268,79	dependency
K270,3	restating-short-hints
Q270,26,5
S270,27	access
S270,35	use
S270,40	permission
S270,52	when in use
S270,65	always
K271,3	restating
Q272,5,13
S272,7	\\b(needs?|requires?|wants?|would like|requests?|asks? for)( to)?( (get|have|use|access))?( your| the)?( (?!to\\b)\\w+){0,3}? (access|permission)s?\\b
S273,7	\\b(needs?|requires?|wants?|would like|requests?) (to )?(access|use)( to)?( your| the)?( \\w+){0,2}?\\b
S274,7	\\b(allow|grant|enable|give) (\\w+ )?(access|permissions?)( to)?( your| the)?( \\w+){0,2}?\\b
S275,7	^(access|permission) (to|for)( your| the)?( \\w+){0,3}[.!]?$
S276,7	^(to )?(access|use)( your| the)?( \\w+){0,3}[.!]?$
S278,7	\\b(whether to )?(please )?(allow|let) (\\w+ ){0,2}(to )?(access|use|get|read|know)( your| the| this device's| this iphone's)?( \\w+){0,2}?[.!?]?$
S280,7	^(please )?(enable|turn on|allow) (\\w+ ){1,2}to (access|use|get|read)( your| the)?( \\w+){0,3}?[.!]?$
S282,7	\\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \\w+){0,2}?)?\\b
S284,7	\\b(does not|doesn't|do not|don't|will not|won't|never) (use|access|need|require|record|collect)( any| the| your)?( \\w+){0,2}?\\b
S285,7	\\b(access|permission)s? (is |are )?(required|needed|necessary)\\b
S288,7	^(needs?|requires?) (your |the )?(current )?(location|camera|microphone|photos?|contacts|bluetooth|motion)( data)?( access)?( when in use| always( and when in use)?)?[.!]?$
S289,7	^(always|when in use|always and when in use|while using the app)[.!]?$
S291,7	\\b(for|by|in) (the |this |a |our )?([\\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\\b
K294,3	passive
Q295,5,1
S295,7	\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b
K298,3	passive-hints
Q298,18,8
S298,19	used
S298,25	collected
S298,36	shared
S298,44	accessed
S298,54	processed
S298,65	analyzed
S298,75	analysed
S298,85	tracked
K299,3	passive-agents
Q299,19,6
S299,20	 we 
S299,28	 we'
S299,36	 our 
S299,45	 us 
S299,53	 uses 
S299,63	 use 
K301,3	passive-assurances
Q301,23,13
S301,24	never uploaded
S301,40	never stored
S301,54	never saved
S301,67	never leaves
S301,81	never leave
S301,94	not uploaded
S301,108	not stored
S301,120	not saved
S301,131	not shared
S301,143	stays on your
S301,158	stay on your
S301,172	only on your device
S301,193	only on this device
K304,3	passive-concerns
Q304,21,15
S304,22	 ads
S304,30	advertis
S304,40	marketing
S304,51	partner
S304,60	third part
S304,72	third-part
S304,84	analytics
S304,95	personaliz
S304,107	personalis
S304,119	improve
S304,128	enhance
S304,137	optimi
S304,145	research
S304,155	sold to
S304,164	sell
K305,3	reason-markers
Q305,19,24
S305,20	 to 
S305,28	 so 
S305,36	 for 
S305,45	because
S305,56	 when 
S305,66	 while 
S305,77	 lets 
S305,87	 allows 
S306,5	 helps 
S306,16	 by 
S306,24	 in order
S306,37	e.g.
S306,45	for example
S306,60	such as
S306,71	 used 
S306,81	 uses 
S306,91	 if 
S307,5	 can 
S307,14	(
S307,19	 from 
S307,29	 into 
S307,39	 with 
S307,49	 on 
S307,57	 in 
K310,3	no-reason-words
Q310,20,78
S310,21	this
S310,27	that
S310,33	these
S310,40	app
S310,45	application
S310,58	the
S310,63	a
S310,66	an
S310,70	your
S310,76	you
S310,81	we
S310,85	us
S310,89	our
S310,94	it
S310,98	its
S310,103	is
S310,107	are
S310,112	be
S310,116	been
S310,122	will
S310,128	would
S310,135	could
S310,142	like
S310,148	want
S310,154	wants
S310,161	need
S310,167	needs
S310,174	needed
S310,182	require
S310,191	requires
S310,201	required
S310,211	necessary
S310,222	access
S310,230	permission
S310,242	permissions
S310,255	allow
S310,262	allows
S310,270	let
S310,275	lets
S310,281	please
S310,289	grant
S310,296	enable
S310,304	give
S310,310	get
S310,315	consent
S310,324	use
S310,329	uses
S310,335	used
S310,341	using
S310,348	to
S310,352	for
S310,357	in
S310,361	of
S310,365	and
S310,370	or
S310,374	with
S310,380	on
S310,384	by
S310,388	from
S310,394	so
S310,398	can
S310,403	may
S310,408	only
S310,414	some
S310,420	certain
S310,429	feature
S310,438	features
S310,448	function
S310,458	functions
S310,469	functionality
S310,484	properly
S310,494	correctly
S310,505	work
S310,511	works
S310,518	working
S310,527	information
S310,540	info
S310,546	data
K311,3	vague-phrases
Q311,18,28
S311,19	better experience
S311,38	improve your experience
S311,63	enhance your experience
S312,5	best experience
S312,22	improved experience
S312,43	better user experience
S312,67	optimal experience
S313,5	better service
S313,21	improve our service
S313,42	improve our services
S313,64	enhance the app
S314,5	best … experience
S314,24	make the app … better
S314,47	enhance … experience
S314,69	improve … experience
S315,5	better … experience
S315,26	more personalized experience
S315,56	better search result
S315,78	better ads
S316,5	-related features
S316,24	-related functions
S316,44	related functions and services
S316,76	improve app usage
S317,5	improve the app
S317,22	improve our app
S317,39	improve this app
S317,57	improve the service
S318,5	improve our products
K319,3	placeholders
Q319,17,8
S319,18	TODO
S319,24	TBD
S319,29	FIXME
S319,36	XXX
S319,41	lorem ipsum
S319,54	placeholder text
S319,72	translate me
S319,86	$(
K321,3	placeholder-values
Q321,23,13
S321,24	yes
S321,29	no
S321,33	none
S321,39	n/a
S321,46	description
S321,59	usage description
S321,78	purpose
S321,87	text
S321,93	string
S321,101	value
S321,108	test
S321,114	-
S321,119	...
K323,3	doubled-words
Q323,18,17
S323,19	the
S323,24	a
S323,27	an
S323,31	to
S323,35	of
S323,39	your
S323,45	you
S323,50	in
S323,54	on
S323,58	for
S323,63	and
S323,68	with
S323,74	is
S323,78	will
S323,84	can
S323,89	this
S323,95	that's
K327,3	read-words
Q327,15,35
S327,16	choose
S327,24	choosing
S327,34	pick
S327,40	picking
S327,49	select
S327,57	selecting
S327,68	load
S327,74	loading
S327,83	upload
S327,91	uploading
S327,102	attach
S327,110	attaching
S327,121	send
S327,127	sending
S327,136	share
S327,143	sharing
S327,152	browse
S327,160	browsing
S327,170	view
S327,176	viewing
S327,185	import
S327,193	importing
S327,204	read
S327,210	reading
S327,219	identify
S327,229	set as
S327,237	use your
S327,247	using your
S327,259	sync
S327,265	syncing
S327,274	synchronize
S327,287	track
S327,294	tracking
S327,304	monitor
S327,313	monitoring
K328,3	write-words
Q328,16,13
S328,17	save
S328,23	saving
S328,31	store
S328,38	storing
S328,47	export
S328,55	exporting
S328,66	download
S328,76	downloading
S328,89	write
S328,96	writing
S328,105	sync
S328,111	syncing
S328,120	synchronize
K330,3	apple-names
M331,5,2
K331,5	FaceID
S331,13	Face ID
K332,5	TouchID
S332,14	Touch ID
K333,3	min-columns
S333,16	20
K334,3	max-columns
S334,16	200
K335,3	resources
M336,5,11
K336,5	camera
M336,13,3
K336,15	names
Q336,22,1
S336,23	camera
K336,32	related
Q336,41,8
S336,42	photo
S336,49	picture
S336,58	video
S336,65	scan
S336,71	QR
S336,75	selfie
S336,83	record
S336,91	film
K337,7	does
Q337,13,21
S337,14	take photos
S337,27	take a photo
S337,41	take photo
S337,53	take pictures
S337,68	take a picture
S337,84	take picture
S337,98	take videos
S337,111	take a video
S337,125	take photos and videos
S337,149	record video
S337,163	record videos
S337,178	record a video
S337,194	capture photos
S337,210	capture a photo
S337,227	capture images
S337,243	capture video
S337,258	capture videos
S337,274	use the camera
S337,290	use your camera
S337,307	access the camera
S337,326	access your camera
K338,5	microphone
M338,17,3
K338,19	names
Q338,26,1
S338,27	microphone
K338,40	related
Q338,49,8
S338,50	record
S338,58	voice
S338,65	audio
S338,72	sound
S338,79	speak
S338,86	talk
S338,92	call
S338,98	dictat
K339,7	does
Q339,13,12
S339,14	record audio
S339,28	record sound
S339,42	record sounds
S339,57	record your voice
S339,76	record voice
S339,90	capture audio
S339,105	capture sound
S339,120	audio recording
S339,137	use the microphone
S339,157	use your microphone
S339,178	access the microphone
S339,201	access your microphone
K340,5	photos
M340,13,3
K340,15	names
Q340,22,3
S340,23	photo library
S340,38	photo album
S340,51	camera roll
K340,65	related
Q340,74,6
S340,75	photo
S340,82	picture
S340,91	image
S340,98	save
S340,104	video
S340,111	wallpaper
K341,7	does
Q341,13,26
S341,14	access photos
S341,29	access your photos
S341,49	access the photo library
S341,75	access your photo library
S341,102	save photos
S341,115	save images
S341,128	save pictures
S341,143	save videos
S341,156	save photos and videos
S341,180	save to your photo library
S341,208	save to the photo library
S341,235	use your photos
S341,252	use the photo library
S341,275	select photos
S341,290	select a photo
S341,306	choose photos
S341,321	choose a photo
S341,337	pick photos
S341,350	pick a photo
S341,364	select images
S341,379	choose images
S341,394	add photos to your device
S341,421	add photos to your photo library
S341,455	add photos to the photo library
S341,488	save photos to your device
S341,516	save to your device
K342,5	contacts
M342,15,3
K342,17	names
Q342,24,2
S342,25	contacts
S342,35	address book
K342,50	related
Q342,59,4
S342,60	friend
S342,68	people
S342,76	invite
S342,84	phone number
K343,7	does
Q343,13,5
S343,14	access your contacts
S343,36	access contacts
S343,53	read your contacts
S343,73	read contacts
S343,88	use your contacts
K344,5	calendars
M344,16,3
K344,18	names
Q344,25,1
S344,26	calendar
K344,37	related
Q344,46,4
S344,47	event
S344,54	schedule
S344,64	booking
S344,73	appointment
K345,7	does
Q345,13,5
S345,14	access your calendar
S345,36	access your calendars
S345,59	access the calendar
S345,80	read your calendar
S345,100	read your calendars
K346,5	reminders
M346,16,3
K346,18	names
Q346,25,1
S346,26	reminders
K346,38	related
Q346,47,3
S346,48	to-do
S346,55	task
S346,61	remind
K347,7	does
Q347,13,2
S347,14	access your reminders
S347,37	read your reminders
K348,5	location
M348,15,3
K348,17	names
Q348,24,2
S348,25	location
S348,35	GPS
K348,41	related
Q348,50,7
S348,51	map
S348,56	nearby
S348,64	where
S348,71	city
S348,77	route
S348,84	direction
S348,95	weather
K349,7	does
Q349,13,11
S349,14	get your location
S349,33	get your current location
S349,60	get location
S349,74	obtain your location
S349,96	know your location
S349,116	know where you are
S349,136	determine your location
S349,161	find your location
S349,181	access your location
S349,203	use your location
S349,222	use location
K350,5	bluetooth
M350,16,3
K350,18	names
Q350,25,1
S350,26	Bluetooth
K350,38	related
Q350,47,4
S350,48	device
S350,56	accessor
S350,66	connect
S350,75	pair
K351,7	does
Q351,13,6
S351,14	use bluetooth
S351,29	access bluetooth
S351,47	connect to bluetooth
S351,69	connect to bluetooth devices
S351,99	discover bluetooth devices
S351,127	scan for bluetooth devices
K352,5	health
M352,13,3
K352,15	names
Q352,22,2
S352,23	Health app
S352,35	health data
K352,49	related
Q352,58,7
S352,59	workout
S352,68	step
S352,74	heart
S352,81	sleep
S352,88	weight
S352,96	glucose
S352,105	insulin
K353,7	does
Q353,13,7
S353,14	read your health data
S353,37	read health data
S353,55	write health data
S353,74	save health data
S353,92	save your health data
S353,115	access your health data
S353,140	access health data
K354,5	face-id
M354,14,3
K354,16	names
Q354,23,2
S354,24	Face ID
S354,33	FaceID
K354,42	related
Q354,51,5
S354,52	unlock
S354,60	authenticat
S354,73	sign in
S354,82	log in
S354,90	verify
K355,7	does
Q355,13,5
S355,14	use face id
S355,27	authenticate with face id
S355,54	authenticate you
S355,72	authenticate
S355,86	authentication
K356,5	speech-recognition
M356,25,3
K356,27	names
Q356,34,1
S356,35	speech recognition
K356,56	related
Q356,65,4
S356,66	dictat
S356,74	transcri
S356,84	voice
S356,91	speech
K357,7	does
Q357,13,6
S357,14	recognize speech
S357,32	recognise speech
S357,50	transcribe speech
S357,69	use speech recognition
S357,93	speech recognition
S357,113	speech to text

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
M41,3,8
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
K51,1	your
M51,7,2
K51,9	possessive
S51,21	你的
K51,25	pronoun
S51,34	你
K53,1	list
M53,7,3
K53,9	separator
S53,20	、
K53,23	and
S53,28	和
K53,31	or
S53,35	或
K55,1	buttons
M56,3,6
K56,3	open-settings
S56,18	前往設定
K57,3	not-now
S57,12	稍後再說
K58,3	later
S58,10	稍後開啟
K59,3	open-now
S59,13	立即開啟
K60,3	got-it
S60,11	知道了
K61,3	continue
S61,13	繼續
K63,1	alert-buttons
M64,3,10
K64,3	deny
S64,9	不允許
K65,3	ok
S65,7	好
K66,3	allow
S66,10	允許
K67,3	allow-once
S67,15	允許一次
K68,3	allow-while-using
S68,22	使用 App 時允許
K69,3	select-photos
S69,18	選擇相片⋯
K70,3	allow-all-photos
S70,21	允許取用所有相片
K71,3	limit-access
S71,17	限制取用⋯
K72,3	allow-full-access
S72,22	允許完整取用
K73,3	ask-not-to-track
S73,21	要求 App 不要追蹤
K75,1	permissions
M76,3,42
K76,3	camera
M77,5,3
K77,5	resource
S77,15	相機
K78,5	row
S78,10	相機
K79,5	alert-title
S79,18	「%@」要取用相機
K80,3	microphone
M81,5,3
K81,5	resource
S81,15	咪高風
K82,5	row
S82,10	咪高風
K83,5	alert-title
S83,18	「%@」要取用咪高風
K84,3	photo-library
M85,5,5
K85,5	selected
S85,15	你選取的相片
K86,5	resource
S86,15	相片
K87,5	row
S87,10	相片
K88,5	choice
M88,13,2
K88,15	ios15
S88,22	所有相片
K88,28	ios17
S88,35	完整取用
K89,5	alert-title
S89,18	「%@」要取用你的相片
K90,3	photo-library-add
M91,5,4
K91,5	resource
S91,15	相片
K92,5	row
S92,10	相片
K93,5	choice
S93,13	只限加入相片
K94,5	alert-title
S94,18	「%@」想加入你的「相片」
K95,3	contacts
M96,5,5
K96,5	selected
S96,15	你選取的聯絡人
K97,5	resource
S97,15	通訊錄
K98,5	row
S98,10	通訊錄
K99,5	choice
S99,13	完整取用
K100,5	alert-title
S100,18	「%@」要取用通訊錄
K101,3	calendars
M102,5,3
K102,5	resource
S102,15	日曆
K103,5	row
S103,10	日曆
K104,5	alert-title
S104,18	「%@」要取用你的日曆
K105,3	calendars-full-access
M106,5,4
K106,5	resource
S106,15	日曆
K107,5	row
S107,10	日曆
K108,5	choice
S108,13	完整取用
K109,5	alert-title
S109,18	「%@」要完整取用你的日曆
K110,3	calendars-write-only
M111,5,4
K111,5	resource
S111,15	日曆
K112,5	row
S112,10	日曆
K113,5	choice
S113,13	只限加入行程
K114,5	alert-title
S114,18	「%@」想將行程加入你的日曆
K115,3	reminders
M116,5,3
K116,5	resource
S116,15	提醒事項
K117,5	row
S117,10	提醒事項
K118,5	alert-title
S118,18	「%@」要取用你的提醒事項
K119,3	reminders-full-access
M120,5,3
K120,5	resource
S120,15	提醒事項
K121,5	row
S121,10	提醒事項
K122,5	alert-title
S122,18	「%@」要完整取用你的提醒事項
K123,3	location-when-in-use
M124,5,5
K124,5	resource
S124,15	位置
K125,5	row
S125,10	位置
K126,5	privacy-row
S126,18	定位服務
K127,5	choice
S127,13	使用 App 時
K128,5	alert-title
S128,18	允許「%@」取用你的位置嗎？
K129,3	location-always
M130,5,5
K130,5	resource
S130,15	位置
K131,5	row
S131,10	位置
K132,5	privacy-row
S132,18	定位服務
K133,5	choice
S133,13	總是
K134,5	alert-title
S134,18	允許「%@」取用你的位置嗎？
K135,3	location-always-legacy
M136,5,5
K136,5	resource
S136,15	位置
K137,5	row
S137,10	位置
K138,5	privacy-row
S138,18	定位服務
K139,5	choice
S139,13	總是
K140,5	alert-title
S140,18	允許「%@」在你未使用 App 時取用你的位置嗎？
K141,3	location-legacy
M142,5,5
K142,5	resource
S142,15	位置
K143,5	row
S143,10	位置
K144,5	privacy-row
S144,18	定位服務
K145,5	choice
S145,13	使用 App 時
K146,5	alert-title
S146,18	「%@」要使用你目前的位置
K147,3	bluetooth
M148,5,3
K148,5	resource
S148,15	藍牙
K149,5	row
S149,10	藍牙
K150,5	alert-title
S150,18	「%@」想使用藍牙
K151,3	bluetooth-peripheral
M152,5,3
K152,5	resource
S152,15	藍牙
K153,5	row
S153,10	藍牙
K154,5	alert-title
S154,18	「%@」想使用藍牙
K155,3	bluetooth-while-in-use
M156,5,3
K156,5	resource
S156,15	藍牙
K157,5	row
S157,10	藍牙
K158,5	alert-title
S158,18	「%@」想在使用期間使用藍牙
K159,3	motion
M160,5,3
K160,5	resource
S160,15	動作與健身資料
K161,5	row
S161,10	動作與健身
K162,5	alert-title
S162,18	「%@」要取用你的動作與健身記錄
K163,3	fall-detection
M164,5,3
K164,5	resource
S164,15	跌倒偵測
K165,5	row
S165,10	跌倒偵測
K166,5	alert-title
S166,18	「%@」想使用跌倒偵測
K167,3	speech-recognition
M168,5,3
K168,5	resource
S168,15	語音識別
K169,5	row
S169,10	語音識別
K170,5	alert-title
S170,18	「%@」要取用語音識別
K171,3	siri
M172,5,3
K172,5	resource
S172,15	Siri
K173,5	row
S173,10	Siri
K174,5	alert-title
S174,18	你要將「%@」與 Siri 配合使用嗎？
K175,3	media-library
M176,5,3
K176,5	resource
S176,15	媒體資料庫
K177,5	row
S177,10	媒體與 Apple Music
K178,5	alert-title
S178,18	「%@」想取用 Apple Music、你的音樂與影片活動和你的媒體資料庫
K179,3	homekit
M180,5,3
K180,5	resource
S180,15	家居資料
K181,5	row
S181,10	HomeKit
K182,5	alert-title
S182,18	「%@」要取用你的家居資料
K183,3	health-share
M184,5,3
K184,5	resource
S184,15	健康資料
K185,5	row
S185,10	健康
K186,5	alert-title
S186,18	「%@」要取用你的健康資料
K187,3	health-update
M188,5,3
K188,5	resource
S188,15	健康資料
K189,5	row
S189,10	健康
K190,5	alert-title
S190,18	允許「%@」更新你的健康資料。
K191,3	health-records
M192,5,3
K192,5	resource
S192,15	健康記錄
K193,5	row
S193,10	健康
K194,5	alert-title
S194,18	「%@」要取用你的健康記錄
K195,3	face-id
M196,5,5
K196,5	resource
S196,15	Face ID
K197,5	row
S197,10	Face ID
K198,5	alert-title
S198,18	你允許「%@」使用 Face ID 嗎？
K199,5	privacy-parent
S199,21	Face ID 與密碼
K200,5	privacy-row
S200,18	其他 App
K201,3	nfc
M202,5,3
K202,5	resource
S202,15	NFC 讀取器
K203,5	row
S203,10	NFC
K204,5	alert-title
S204,18	準備掃描
K205,3	tracking
M206,5,5
K206,5	name
S206,11	追蹤
K207,5	resource
S207,15	你在其他公司的 App 和網站上的活動
K208,5	row
S208,10	允許追蹤
K209,5	privacy-row
S209,18	追蹤
K210,5	alert-title
S210,18	允許「%@」追蹤你在其他公司的 App 和網站上的活動嗎？
K211,3	local-network
M212,5,3
K212,5	resource
S212,15	區域網絡
K213,5	row
S213,10	區域網絡
K214,5	alert-title
S214,18	「%@」想尋找並連接你區域網絡上的裝置
K215,3	focus-status
M216,5,3
K216,5	resource
S216,15	專注模式狀態
K217,5	row
S217,10	專注模式
K218,5	alert-title
S218,18	「%@」要取用你的專注模式狀態
K219,3	nearby-interaction
M220,5,4
K220,5	resource
S220,15	附近的裝置
K221,5	object
S221,13	附近的裝置
K222,5	row
S222,10	附近互動
K223,5	alert-title
S223,18	「%@」想尋找附近的裝置並與之互動
K224,3	nearby-interaction-allow-once
M225,5,4
K225,5	resource
S225,15	附近的裝置
K226,5	object
S226,13	附近的裝置
K227,5	row
S227,10	附近互動
K228,5	alert-title
S228,18	「%@」想尋找附近的裝置並與之互動
K229,3	tv-provider
M230,5,3
K230,5	resource
S230,15	電視供應商帳戶
K231,5	row
S231,10	電視供應商
K232,5	alert-title
S232,18	「%@」要取用你的電視供應商帳戶
K233,3	sensorkit
M234,5,3
K234,5	resource
S234,15	研究感應器與使用數據
K235,5	row
S235,10	研究感應器與使用數據
K236,5	alert-title
S236,18	「%@」要取用研究感應器與使用數據
K237,3	identity
M238,5,4
K238,5	resource
S238,15	銀包中的身份證明文件
K239,5	object
S239,13	你銀包中的身份證明文件
K240,5	row
S240,10	銀包
K241,5	alert-title
S241,18	「%@」想驗證你的身份
K242,3	gamekit-friends
M243,5,3
K243,5	resource
S243,15	Game Center 朋友
K244,5	row
S244,10	Game Center 朋友
K245,5	alert-title
S245,18	「%@」要取用你的 Game Center 朋友
K246,3	financial-data
M247,5,3
K247,5	resource
S247,15	財務數據
K248,5	row
S248,10	銀包
K249,5	alert-title
S249,18	「%@」要取用你的財務數據
K250,3	critical-messaging
M251,5,4
K251,5	resource
S251,15	重要訊息
K252,5	object
S252,13	重要訊息
K253,5	row
S253,10	重要訊息
K254,5	alert-title
S254,18	「%@」想傳送重要訊息
K255,3	alarmkit
M256,5,4
K256,5	resource
S256,15	鬧鐘
K257,5	object
S257,13	鬧鐘和計時器
K258,5	row
S258,10	鬧鐘與計時器
K259,5	alert-title
S259,18	「%@」想設定鬧鐘與計時器
K260,3	voip
M261,5,3
K261,5	resource
S261,15	網絡通話
K262,5	row
S262,10	VoIP
K263,5	alert-title
S263,18	「%@」想在背景接收 VoIP 通話
K264,3	notifications
M265,5,3
K265,5	resource
S265,15	通知
K266,5	row
S266,10	通知
K267,5	alert-title
S267,18	「%@」想傳送通知
K269,1	rules
M270,3,31
K270,3	script
S270,11	hant
K271,3	full-stops
Q271,15,3
S271,16	。
S271,21	！
S271,26	？
K272,3	closing-marks
Q272,18,4
S272,19	」
S272,24	』
S272,29	）
S272,34	”
K273,3	quotes
Q273,11,4
S273,12	「
S273,17	」
S273,22	『
S273,27	』
K274,3	foreign-quotes
Q274,19,2
S274,20	“
S274,25	”
K278,3	restating-hints
Q278,20,30
S278,21	權限
S278,25	許可
S278,29	同意
S278,33	授權
S278,37	允許
S278,41	存取權
S278,46	取用權
S278,51	是否
S279,5	不使用
S279,10	不會
S279,14	並不
S279,18	從不
S279,22	不取用
S279,27	不存取
S279,32	不訪問
S279,37	不獲取
S279,42	不取得
S279,47	不收集
S279,52	不錄製
S279,57	不需要
S279,62	插件
S279,66	外掛
S279,70	套件
S279,74	sdk
S279,79	第三方庫
S279,85	框架
S279,89	模組
S279,93	模塊
S279,97	元件
S279,101	組件
K281,3	restating-short-hints
Q281,26,6
S281,27	取用
S281,31	存取
S281,35	使用
S281,39	取得
S281,43	訪問
S281,47	獲取
K282,3	restating
Q283,5,9
S283,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S284,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S285,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S286,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S288,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S289,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S291,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S293,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S294,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K296,3	passive
Q297,5,2
S297,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S298,7	被(用於|用來|用于|用来)
K301,3	passive-hints
Q301,18,4
S301,19	用於
S301,23	用來
S301,27	用于
S301,31	用来
K302,3	passive-agents
Q302,19,3
S302,20	我們
S302,24	我们
S302,28	本公司
K304,3	passive-assurances
Q304,23,10
S304,24	不會上傳
S304,30	不會上載
S304,36	不會儲存
S304,42	不會保存
S304,48	不會分享
S304,54	不會離開
S304,60	只在你的裝置
S304,68	只在您的裝置
S304,76	僅在你的裝置
S304,84	僅在您的裝置
K307,3	passive-concerns
Q307,21,15
S307,22	廣告
S307,26	市場推廣
S307,32	推廣
S307,36	合作夥伴
S307,42	第三方
S307,47	數據分析
S307,53	個人化
S307,58	個性化
S307,63	改善
S307,67	改進
S307,71	提升
S307,75	優化
S307,79	研究
S307,83	共享給
S307,88	分享給
K309,3	passive-negations
S309,22	不未非絕绝
K310,3	reason-markers
Q310,19,24
S310,20	以便
S310,24	用於
S310,28	用來
S310,32	為了
S310,36	以
S310,39	來
S310,42	可以
S310,46	讓你
S310,50	讓您
S310,54	便於
S310,58	方便
S310,62	從而
S310,66	幫助
S310,70	例如
S310,74	比如
S311,5	如
S311,8	當
S311,11	時
S311,14	才能
S311,18	進行
S311,22	後，
S311,26	用作
S311,30	將
S311,33	把
K314,3	no-reason-words
Q314,20,68
S314,21	到
S314,24	至
S314,27	此應用程式
S314,34	此應用程序
S314,41	應用程式
S314,47	應用程序
S314,53	本應用
S314,58	此應用
S314,63	該應用
S314,68	應用
S314,72	app
S314,77	我們
S314,81	你的
S314,85	您的
S314,89	你
S314,92	您
S314,95	的
S314,98	需要
S314,102	想要
S314,106	希望
S314,110	請
S314,113	允許
S314,117	授權
S314,121	同意
S314,125	權限
S314,129	許可
S314,133	取用
S314,137	存取
S314,141	使用
S314,145	取得
S314,149	獲取
S314,153	獲得
S314,157	訪問
S314,161	開啟
S314,165	打開
S314,169	才能
S314,173	以便
S314,177	用於
S314,181	用來
S314,185	以
S314,188	來
S314,191	進行
S314,195	功能
S314,199	相關
S314,203	正常
S314,207	某些
S314,211	部分
S314,215	此
S314,218	本
S314,221	該
S314,224	會
S314,227	將
S314,230	可以
S314,234	可
S314,237	能
S314,240	要
S314,243	和
S314,246	及
S314,249	與
S314,252	或
S314,255	並
S314,258	這
S314,261	被
S314,264	為
S314,267	資訊
S314,271	資料
S314,275	信息
S314,279	數據
K315,3	vague-phrases
Q315,18,18
S315,19	更好的體驗
S315,26	提升體驗
S315,32	優化體驗
S315,38	更佳體驗
S315,44	最佳體驗
S315,50	更好的服務
S315,57	提供更好
S315,63	改善體驗
S315,69	最佳…體驗
S315,76	最好…體驗
S315,83	提升…體驗
S315,90	更好…體驗
S315,97	優化…體驗
S315,104	改善…體驗
S315,111	提升服務
S315,117	優化服務
S315,123	改善服務
S315,129	改進服務
K316,3	placeholders
Q316,17,11
S316,18	TODO
S316,24	TBD
S316,29	FIXME
S316,36	XXX
S316,41	lorem ipsum
S316,54	待定
S316,58	待翻譯
S316,63	待補充
S316,68	佔位
S316,72	翻譯中
S316,77	$(
K318,3	placeholder-values
Q318,23,11
S318,24	是
S318,27	否
S318,30	無
S318,33	描述
S318,37	說明
S318,41	用途說明
S318,47	權限說明
S318,53	使用說明
S318,59	文字
S318,63	測試
S318,67	允許
K320,3	doubled-words
Q320,18,13
S320,19	的
S320,22	你的
S320,26	您的
S320,30	我們的
S320,35	你
S320,38	您
S320,41	在
S320,44	是
S320,47	和
S320,50	與
S320,53	把
S320,56	將
S320,59	了
K323,3	read-words
Q323,15,17
S323,16	選擇
S323,20	選取
S323,24	上載
S323,28	上傳
S323,32	分享
S323,36	傳送
S323,40	瀏覽
S323,44	檢視
S323,48	查看
S323,52	讀取
S323,56	匯入
S323,60	識別
S323,64	使用你的
S323,70	使用您的
S323,76	同步
S323,80	追蹤
S323,84	監測
K324,3	write-words
Q324,16,6
S324,17	儲存
S324,21	保存
S324,25	存入
S324,29	匯出
S324,33	寫入
S324,37	同步
K326,3	apple-names
M327,5,12
K327,5	面容 ID
S327,12	Face ID
K328,5	面容ID
S328,11	Face ID
K329,5	觸控 ID
S329,12	Touch ID
K330,5	觸控ID
S330,11	Touch ID
K331,5	FaceID
S331,13	Face ID
K332,5	TouchID
S332,14	Touch ID
K334,5	Apple Health
S334,19	「健康」
K335,5	蘋果健康
S335,11	「健康」
K336,5	Health App
S336,17	「健康」App
K337,5	Health app
S337,17	「健康」App
K338,5	Apple Wallet
S338,19	「銀包」
K339,5	Wallet App
S339,17	「銀包」App
K340,3	min-columns
S340,16	12
K341,3	max-columns
S341,16	140
K342,3	pronouns
Q342,13,2
S342,14	你
S342,17	您
K346,3	also-wrong-script
S346,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K348,3	regional-terms
M349,5,27
K349,5	添加
S349,9	加入
K350,5	訪問
S350,9	取用
K351,5	視頻
S351,9	影片
K352,5	視頻通話
S352,11	視像通話
K353,5	視頻會議
S353,11	視像會議
K354,5	信息
S354,9	資訊
K355,5	默認
S355,9	預設
K356,5	設置
S356,9	設定
K357,5	獲取
S357,9	取得
K358,5	攝像頭
S358,10	相機
K359,5	相冊
S359,9	相簿
K360,5	屏幕
S360,9	螢幕
K361,5	鼠標
S361,9	滑鼠
K362,5	登錄
S362,9	登入
K363,5	短信
S363,9	短訊
K364,5	個性化
S364,10	個人化
K365,5	質量
S365,9	質素
K366,5	激活
S366,9	啟用
K367,5	二維碼
S367,10	QR 碼
K368,5	菜單
S368,9	選單
K369,5	界面
S369,9	介面
K370,5	搜索
S370,9	搜尋
K371,5	打印
S371,9	列印
K372,5	後台
S372,9	背景
K373,5	應用程序
S373,11	應用程式
K374,5	許可權
S374,10	權限
K375,5	保存
S375,9	儲存
K381,3	colloquial-terms
M382,5,26
K382,5	佢哋
S382,9	他們
K383,5	我哋
S383,9	我們
K384,5	你哋
S384,9	你們
K385,5	而家
S385,9	現在
K386,5	邊度
S386,9	哪裡
K387,5	點樣
S387,9	怎樣
K388,5	影相
S388,9	拍照
K389,5	同埋
S389,9	以及
K390,5	嘅
S390,8	的
K391,5	咗
S391,8	了
K392,5	唔
S392,8	不
K393,5	冇
S393,8	沒有
K394,5	佢
S394,8	他
K395,5	喺
S395,8	在
K396,5	嘢
S396,8	東西
K397,5	啲
S397,8	些
K398,5	睇
S398,8	看
K399,5	嚟
S399,8	來
K400,5	嗰
S400,8	那
K401,5	噉
S401,8	這樣
K402,5	咁
S402,8	這麼
K403,5	攞
S403,8	拿
K404,5	諗
S404,8	想
K405,5	搵
S405,8	找
K406,5	畀
S406,8	給
K407,5	哋
S407,8	們
K409,3	draft-corrections
M410,5,11
K410,5	許可權
S410,10	權限
K411,5	訪問
S411,9	取用
K412,5	存取
S412,9	取用
K413,5	區域網路
S413,11	區域網絡
K414,5	網路
S414,9	網絡
K415,5	軟體
S415,9	軟件
K416,5	使用者
S416,10	用戶
K417,5	行事曆
S417,10	日曆
K418,5	麥克風
S418,10	咪高風
K419,5	數位
S419,9	數碼
K420,5	品質
S420,9	質素
K421,3	resources
M422,5,7
K422,5	camera
M422,13,3
K422,15	names
Q422,22,4
S422,23	相機
S422,27	攝像頭
S422,32	攝影機
S422,37	鏡頭
K422,42	related
Q422,51,11
S422,52	拍照
S422,56	拍攝
S422,60	掃描
S422,64	掃碼
S422,68	QR
S422,72	影片
S422,76	錄影
S422,80	相片
S422,84	照片
S422,88	自拍
S422,92	錄製
K423,7	does
Q423,13,21
S423,14	拍照
S423,18	拍攝照片和影片
S423,27	拍攝照片或影片
S423,36	拍照和錄影
S423,43	拍照或錄影
S423,50	拍照片
S423,55	拍攝照片
S423,61	拍攝影片
S423,67	拍攝視頻
S423,73	拍影片
S423,78	拍攝
S423,82	錄影
S423,86	錄像
S423,90	錄製影片
S423,96	錄製視頻
S423,102	使用相機
S423,108	使用攝像頭
S423,115	使用攝影機
S423,122	取用相機
S423,128	存取相機
S423,134	訪問相機
K424,5	microphone
M424,17,3
K424,19	names
Q424,26,3
S424,27	咪高風
S424,32	咪高峰
S424,37	麥克風
K424,43	related
Q424,52,6
S424,53	錄音
S424,57	語音
S424,61	聲音
S424,65	通話
S424,69	錄製
S424,73	說話
K425,7	does
Q425,13,18
S425,14	錄音
S425,18	錄製音訊
S425,24	錄製音頻
S425,30	錄製聲音
S425,36	錄製語音
S425,42	擷取聲音
S425,48	擷取音訊
S425,54	採集聲音
S425,60	採集音頻
S425,66	捕獲音頻
S425,72	捕獲音訊
S425,78	聲音擷取
S425,84	聲音採集
S425,90	收音
S425,94	使用麥克風
S425,101	取用麥克風
S425,108	存取麥克風
S425,115	訪問麥克風
K426,5	photos
M426,13,3
K426,15	names
Q426,22,3
S426,23	相簿
S426,27	相冊
S426,31	圖庫
K426,36	related
Q426,45,6
S426,46	相片
S426,50	照片
S426,54	圖片
S426,58	儲存
S426,62	保存
S426,66	影片
K427,7	does
Q427,13,26
S427,14	儲存照片
S427,20	儲存相片
S427,26	儲存圖片
S427,32	保存照片
S427,38	保存圖片
S427,44	儲存到相簿
S427,51	儲存至相簿
S427,58	存入相簿
S427,64	取用照片
S427,70	存取照片
S427,76	存取相簿
S427,82	取用相簿
S427,88	訪問相簿
S427,94	訪問照片
S427,100	存取照片圖庫
S427,108	取用照片圖庫
S427,116	訪問照片圖庫
S427,124	讀取照片
S427,130	讀取相簿
S427,136	使用相簿
S427,142	使用照片
S427,148	選擇照片
S427,154	選取照片
S427,160	選擇相片
S427,166	選擇圖片
S427,172	選取圖片
K428,5	contacts
M428,15,3
K428,17	names
Q428,24,2
S428,25	通訊錄
S428,30	聯絡人
K428,36	related
Q428,45,4
S428,46	好友
S428,50	朋友
S428,54	邀請
S428,58	電話號碼
K429,7	does
Q429,13,7
S429,14	取用聯絡人
S429,21	存取聯絡人
S429,28	讀取聯絡人
S429,35	訪問通訊錄
S429,42	讀取通訊錄
S429,49	存取通訊錄
S429,56	使用通訊錄
K430,5	calendars
M430,16,3
K430,18	names
Q430,25,2
S430,26	日曆
S430,30	行事曆
K430,36	related
Q430,45,4
S430,46	行程
S430,50	事件
S430,54	預約
S430,58	活動
K431,7	does
Q431,13,6
S431,14	取用行事曆
S431,21	存取行事曆
S431,28	讀取行事曆
S431,35	訪問日曆
S431,41	讀取日曆
S431,47	使用行事曆
K432,5	location
M432,15,3
K432,17	names
Q432,24,2
S432,25	位置
S432,29	定位
K432,34	related
Q432,43,7
S432,44	地圖
S432,48	附近
S432,52	導航
S432,56	所在
S432,60	城市
S432,64	天氣
S432,68	路線
K433,7	does
Q433,13,19
S433,14	取得位置
S433,20	取得你的位置
S433,28	取得您的位置
S433,36	取得定位
S433,42	獲取位置
S433,48	獲取你的位置
S433,56	獲取您的位置
S433,64	獲得位置
S433,70	取得目前位置
S433,78	確定位置
S433,84	使用位置
S433,90	使用你的位置
S433,98	使用您的位置
S433,106	取用位置
S433,112	存取位置
S433,118	訪問位置
S433,124	位置資訊
S433,130	位置信息
S433,136	定位
K434,5	bluetooth
M434,16,3
K434,18	names
Q434,25,1
S434,26	藍牙
K434,31	related
Q434,40,5
S434,41	裝置
S434,45	設備
S434,49	配件
S434,53	連接
S434,57	配對
K435,7	does
Q435,13,9
S435,14	使用藍牙
S435,20	取用藍牙
S435,26	存取藍牙
S435,32	訪問藍牙
S435,38	連接藍牙
S435,44	連線藍牙
S435,50	連接藍牙裝置
S435,58	連接藍牙設備
S435,66	搜尋藍牙裝置

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
M41,3,8
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
K51,1	your
M51,7,2
K51,9	possessive
S51,21	你的
K51,25	pronoun
S51,34	你
K53,1	list
M53,7,3
K53,9	separator
S53,20	、
K53,23	and
S53,28	和
K53,31	or
S53,35	或
K55,1	buttons
M56,3,6
K56,3	open-settings
S56,18	前往设置
K57,3	not-now
S57,12	以后再说
K58,3	later
S58,10	下次开启
K59,3	open-now
S59,13	立即开启
K60,3	got-it
S60,11	我知道了
K61,3	continue
S61,13	继续
K64,1	alert-you-before-ios16
S64,25	您
K66,1	alert-buttons
M67,3,10
K67,3	deny
S67,9	不允许
K68,3	ok
S68,7	好
K69,3	allow
S69,10	允许
K70,3	allow-once
S70,15	允许一次
K71,3	allow-while-using
S71,22	使用 App 时允许
K72,3	select-photos
S72,18	选择照片…
K73,3	allow-all-photos
S73,21	允许访问所有照片
K74,3	limit-access
S74,17	限制访问…
K75,3	allow-full-access
S75,22	允许完全访问
K76,3	ask-not-to-track
S76,21	要求 App 不跟踪
K78,1	permissions
M79,3,42
K79,3	camera
M80,5,3
K80,5	resource
S80,15	相机
K81,5	row
S81,10	相机
K82,5	alert-title
S82,18	“%@”想访问你的相机
K83,3	microphone
M84,5,3
K84,5	resource
S84,15	麦克风
K85,5	row
S85,10	麦克风
K86,5	alert-title
S86,18	“%@”想访问你的麦克风
K87,3	photo-library
M88,5,5
K88,5	selected
S88,15	你选择的照片
K89,5	resource
S89,15	照片
K90,5	row
S90,10	照片
K91,5	choice
M91,13,2
K91,15	ios15
S91,22	所有照片
K91,28	ios17
S91,35	完全访问
K92,5	alert-title
S92,18	“%@”想访问你的照片
K93,3	photo-library-add
M94,5,4
K94,5	resource
S94,15	照片
K95,5	row
S95,10	照片
K96,5	choice
S96,13	仅添加照片
K97,5	alert-title
S97,18	“%@”想要加入你的“照片”
K98,3	contacts
M99,5,5
K99,5	selected
S99,15	你选择的联系人
K100,5	resource
S100,15	通讯录
K101,5	row
S101,10	通讯录
K102,5	choice
S102,13	完全访问
K103,5	alert-title
S103,18	“%@”想访问你的通讯录
K104,3	calendars
M105,5,3
K105,5	resource
S105,15	日历
K106,5	row
S106,10	日历
K107,5	alert-title
S107,18	“%@”想访问你的日历
K108,3	calendars-full-access
M109,5,4
K109,5	resource
S109,15	日历
K110,5	row
S110,10	日历
K111,5	choice
S111,13	完全访问
K112,5	alert-title
S112,18	“%@”想完全访问你的日历
K113,3	calendars-write-only
M114,5,4
K114,5	resource
S114,15	日历
K115,5	row
S115,10	日历
K116,5	choice
S116,13	仅添加日程
K117,5	alert-title
S117,18	“%@”想向你的日历添加日程
K118,3	reminders
M119,5,3
K119,5	resource
S119,15	提醒事项
K120,5	row
S120,10	提醒事项
K121,5	alert-title
S121,18	“%@”想访问你的提醒事项
K122,3	reminders-full-access
M123,5,3
K123,5	resource
S123,15	提醒事项
K124,5	row
S124,10	提醒事项
K125,5	alert-title
S125,18	“%@”想完全访问你的提醒事项
K126,3	location-when-in-use
M127,5,5
K127,5	resource
S127,15	位置
K128,5	row
S128,10	位置
K129,5	privacy-row
S129,18	定位服务
K130,5	choice
S130,13	使用 App 期间
K131,5	alert-title
S131,18	允许“%@”使用你的位置？
K132,3	location-always
M133,5,5
K133,5	resource
S133,15	位置
K134,5	row
S134,10	位置
K135,5	privacy-row
S135,18	定位服务
K136,5	choice
S136,13	始终
K137,5	alert-title
S137,18	允许“%@”使用你的位置？
K138,3	location-always-legacy
M139,5,5
K139,5	resource
S139,15	位置
K140,5	row
S140,10	位置
K141,5	privacy-row
S141,18	定位服务
K142,5	choice
S142,13	始终
K143,5	alert-title
S143,18	允许“%@”在你未使用该 App 时访问你的位置？
K144,3	location-legacy
M145,5,5
K145,5	resource
S145,15	位置
K146,5	row
S146,10	位置
K147,5	privacy-row
S147,18	定位服务
K148,5	choice
S148,13	使用 App 期间
K149,5	alert-title
S149,18	“%@”想使用你当前的位置
K150,3	bluetooth
M151,5,3
K151,5	resource
S151,15	蓝牙
K152,5	row
S152,10	蓝牙
K153,5	alert-title
S153,18	“%@”想要使用蓝牙
K154,3	bluetooth-peripheral
M155,5,3
K155,5	resource
S155,15	蓝牙
K156,5	row
S156,10	蓝牙
K157,5	alert-title
S157,18	“%@”想要使用蓝牙
K158,3	bluetooth-while-in-use
M159,5,3
K159,5	resource
S159,15	蓝牙
K160,5	row
S160,10	蓝牙
K161,5	alert-title
S161,18	“%@”在使用期间想要使用蓝牙
K162,3	motion
M163,5,3
K163,5	resource
S163,15	运动与健身数据
K164,5	row
S164,10	运动与健身
K165,5	alert-title
S165,18	“%@”想访问你的活动与体能训练记录
K166,3	fall-detection
M167,5,3
K167,5	resource
S167,15	摔倒检测
K168,5	row
S168,10	摔倒检测
K169,5	alert-title
S169,18	“%@”想使用摔倒检测
K170,3	speech-recognition
M171,5,3
K171,5	resource
S171,15	语音识别
K172,5	row
S172,10	语音识别
K173,5	alert-title
S173,18	“%@”想访问语音识别
K174,3	siri
M175,5,3
K175,5	resource
S175,15	Siri
K176,5	row
S176,10	Siri
K177,5	alert-title
S177,18	你要通过 Siri 来使用“%@”吗？
K178,3	media-library
M179,5,3
K179,5	resource
S179,15	媒体资料库
K180,5	row
S180,10	媒体与 Apple Music
K181,5	alert-title
S181,18	“%@”想要访问 Apple Music、你的音乐与视频的相关活动以及你的媒体资料库
K182,3	homekit
M183,5,3
K183,5	resource
S183,15	家庭数据
K184,5	row
S184,10	HomeKit
K185,5	alert-title
S185,18	“%@”想访问你的家庭数据
K186,3	health-share
M187,5,3
K187,5	resource
S187,15	健康数据
K188,5	row
S188,10	健康
K189,5	alert-title
S189,18	“%@”想访问你的健康数据
K190,3	health-update
M191,5,3
K191,5	resource
S191,15	健康数据
K192,5	row
S192,10	健康
K193,5	alert-title
S193,18	允许“%@”更新你的健康数据。
K194,3	health-records
M195,5,3
K195,5	resource
S195,15	健康记录
K196,5	row
S196,10	健康
K197,5	alert-title
S197,18	“%@”想访问你的健康记录
K198,3	face-id
M199,5,5
K199,5	resource
S199,15	面容 ID
K200,5	row
S200,10	面容 ID
K201,5	alert-title
S201,18	你要允许“%@”使用面容 ID 吗？
K202,5	privacy-parent
S202,21	面容 ID 与密码
K203,5	privacy-row
S203,18	其他 App
K204,3	nfc
M205,5,3
K205,5	resource
S205,15	NFC 读取器
K206,5	row
S206,10	NFC
K207,5	alert-title
S207,18	准备扫描
K208,3	tracking
M209,5,5
K209,5	name
S209,11	跟踪
K210,5	resource
S210,15	你在其他公司的 App 和网站上的活动
K211,5	row
S211,10	允许跟踪
K212,5	privacy-row
S212,18	跟踪
K213,5	alert-title
S213,18	允许“%@”跟踪你在其他公司的 App 和网站上的活动吗？
K214,3	local-network
M215,5,3
K215,5	resource
S215,15	本地网络
K216,5	row
S216,10	本地网络
K217,5	alert-title
S217,18	“%@”想要查找并连接到本地网络上的设备
K218,3	focus-status
M219,5,3
K219,5	resource
S219,15	专注模式状态
K220,5	row
S220,10	专注模式
K221,5	alert-title
S221,18	“%@”想访问你的专注模式状态
K222,3	nearby-interaction
M223,5,4
K223,5	resource
S223,15	附近的设备
K224,5	object
S224,13	附近的设备
K225,5	row
S225,10	附近交互
K226,5	alert-title
S226,18	“%@”想查找附近的设备并与之交互
K227,3	nearby-interaction-allow-once
M228,5,4
K228,5	resource
S228,15	附近的设备
K229,5	object
S229,13	附近的设备
K230,5	row
S230,10	附近交互
K231,5	alert-title
S231,18	“%@”想查找附近的设备并与之交互
K232,3	tv-provider
M233,5,3
K233,5	resource
S233,15	电视提供商账户
K234,5	row
S234,10	电视提供商
K235,5	alert-title
S235,18	“%@”想访问你的电视提供商账户
K236,3	sensorkit
M237,5,3
K237,5	resource
S237,15	研究传感器与使用数据
K238,5	row
S238,10	研究传感器与使用数据
K239,5	alert-title
S239,18	“%@”想访问研究传感器与使用数据
K240,3	identity
M241,5,4
K241,5	resource
S241,15	钱包中的身份证件
K242,5	object
S242,13	你钱包中的身份证件
K243,5	row
S243,10	钱包
K244,5	alert-title
S244,18	“%@”想验证你的身份
K245,3	gamekit-friends
M246,5,3
K246,5	resource
S246,15	Game Center 好友
K247,5	row
S247,10	Game Center 好友
K248,5	alert-title
S248,18	“%@”想访问你的 Game Center 好友
K249,3	financial-data
M250,5,3
K250,5	resource
S250,15	财务数据
K251,5	row
S251,10	钱包
K252,5	alert-title
S252,18	“%@”想访问你的财务数据
K253,3	critical-messaging
M254,5,4
K254,5	resource
S254,15	关键信息
K255,5	object
S255,13	关键信息
K256,5	row
S256,10	关键信息
K257,5	alert-title
S257,18	“%@”想发送关键信息
K258,3	alarmkit
M259,5,4
K259,5	resource
S259,15	闹钟
K260,5	object
S260,13	闹钟和计时器
K261,5	row
S261,10	闹钟与计时器
K262,5	alert-title
S262,18	“%@”想设定闹钟和计时器
K263,3	voip
M264,5,3
K264,5	resource
S264,15	网络通话
K265,5	row
S265,10	VoIP
K266,5	alert-title
S266,18	“%@”想在后台接收 VoIP 网络电话
K267,3	notifications
M268,5,3
K268,5	resource
S268,15	通知
K269,5	row
S269,10	通知
K270,5	alert-title
S270,18	“%@”想给你发送通知
K273,1	rules
M274,3,29
K274,3	script
S274,11	hans
K275,3	full-stops
Q275,15,3
S275,16	。
S275,21	！
S275,26	？
K276,3	closing-marks
Q276,18,4
S276,19	”
S276,24	’
S276,29	）
S276,34	」
K277,3	quotes
Q277,11,4
S277,12	“
S277,17	”
S277,22	‘
S277,27	’
K278,3	foreign-quotes
Q278,19,4
S278,20	「
S278,25	」
S278,30	『
S278,35	』
K284,3	restating-hints
Q284,20,25
S284,21	权限
S284,25	许可
S284,29	同意
S284,33	授权
S284,37	允许
S284,41	访问权
S284,46	使用权
S284,51	是否
S285,5	不使用
S285,10	不会
S285,14	并不
S285,18	从不
S285,22	不访问
S285,27	不获取
S285,32	不收集
S285,37	不录制
S285,42	不需要
S285,47	插件
S285,51	外挂
S285,55	套件
S285,59	sdk
S285,64	第三方库
S285,70	框架
S285,74	模块
S285,78	组件
K287,3	restating-short-hints
Q287,26,3
S287,27	访问
S287,31	使用
S287,35	获取
K288,3	restating
Q289,5,9
S289,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S290,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S292,7	(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S293,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S295,7	(是否|可否|能否)(允许|授权|同意).{0,10}(访问|使用|获取|获得|存取|取用|读取)(你|您)?的?.{0,8}$
S296,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S298,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
S300,7	(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)
S301,7	(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)
K303,3	passive
Q304,5,2
S304,7	(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)
S305,7	被(用于|用来|用於|用來)
K308,3	passive-hints
Q308,18,4
S308,19	用于
S308,23	用来
S308,27	用於
S308,31	用來
K309,3	passive-agents
Q309,19,3
S309,20	我们
S309,24	我們
S309,28	本公司
K311,3	passive-assurances
Q311,23,12
S311,24	不会上传
S311,30	不会储存
S311,36	不会存储
S311,42	不会保存
S311,48	不会分享
S311,54	不会离开
S311,60	只在你的设备
S311,68	只在您的设备
S311,76	仅在你的设备
S311,84	仅在您的设备
S311,92	不會上傳
S311,98	不會儲存
K314,3	passive-concerns
Q314,21,15
S314,22	广告
S314,26	营销
S314,30	推广
S314,34	合作伙伴
S314,40	第三方
S314,45	数据分析
S314,51	个性化
S314,56	改善
S314,60	改进
S314,64	提升
S314,68	优化
S314,72	研究
S314,76	共享给
S314,81	分享给
S314,86	廣告
K316,3	passive-negations
S316,22	不未非绝絕
K317,3	reason-markers
Q317,19,24
S317,20	以便
S317,24	用于
S317,28	用来
S317,32	为了
S317,36	以
S317,39	来
S317,42	可以
S317,46	让你
S317,50	让您
S317,54	便于
S317,58	方便
S317,62	从而
S317,66	帮助
S317,70	例如
S317,74	比如
S318,5	如
S318,8	当
S318,11	时
S318,14	才能
S318,18	进行
S318,22	后，
S318,26	用作
S318,30	将
S318,33	把
K321,3	no-reason-words
Q321,20,65
S321,21	到
S321,24	至
S321,27	此应用程序
S321,34	此应用程式
S321,41	应用程序
S321,47	应用程式
S321,53	本应用
S321,58	此应用
S321,63	该应用
S321,68	应用
S321,72	app
S321,77	我们
S321,81	你的
S321,85	您的
S321,89	你
S321,92	您
S321,95	的
S321,98	需要
S321,102	想要
S321,106	希望
S321,110	请
S321,113	允许
S321,117	授权
S321,121	同意
S321,125	权限
S321,129	许可
S321,133	访问
S321,137	使用
S321,141	获取
S321,145	获得
S321,149	存取
S321,153	取用
S321,157	开启
S321,161	打开
S321,165	才能
S321,169	以便
S321,173	用于
S321,177	用来
S321,181	以
S321,184	来
S321,187	进行
S321,191	功能
S321,195	相关
S321,199	正常
S321,203	某些
S321,207	部分
S321,211	此
S321,214	本
S321,217	该
S321,220	会
S321,223	将
S321,226	可以
S321,230	可
S321,233	能
S321,236	要
S321,239	和
S321,242	及
S321,245	与
S321,248	或
S321,251	并
S321,254	这
S321,257	被
S321,260	为
S321,263	信息
S321,267	数据
K322,3	vague-phrases
Q322,18,32
S322,19	更好的体验
S322,26	更好地体验
S322,33	提升体验
S322,39	提升用户体验
S322,47	优化体验
S322,53	更佳体验
S322,59	最佳体验
S322,65	更好的服务
S323,5	提供更好
S323,11	更优质的服务
S323,19	改善体验
S323,25	更流畅的体验
S323,33	最佳…体验
S323,40	最好…体验
S323,47	提升…体验
S323,54	更好…体验
S323,61	优化…体验
S323,68	改善…体验
S324,5	提升服务
S324,11	优化服务
S324,17	改善服务
S324,23	改进服务
S324,29	完善服务
S324,35	改进产品
S325,5	音频相关功能
S325,13	相机相关功能
S325,21	麦克风相关功能
S325,30	定位相关功能
S325,38	位置相关功能
S325,46	相册相关功能
S325,54	照片相关功能
S325,62	蓝牙相关功能
K326,3	placeholders
Q326,17,14
S326,18	TODO
S326,24	TBD
S326,29	FIXME
S326,36	XXX
S326,41	lorem ipsum
S326,54	待定
S326,58	待翻译
S326,63	待翻譯
S326,68	待补充
S326,73	待補充
S326,78	占位
S326,82	此处填写
S326,88	翻译中
S326,93	$(
K328,3	placeholder-values
Q328,23,11
S328,24	是
S328,27	否
S328,30	无
S328,33	描述
S328,37	说明
S328,41	用途说明
S328,47	权限说明
S328,53	使用说明
S328,59	文本
S328,63	测试
S328,67	允许
K330,3	doubled-words
Q330,18,13
S330,19	的
S330,22	你的
S330,26	您的
S330,30	我们的
S330,35	你
S330,38	您
S330,41	在
S330,44	是
S330,47	和
S330,50	与
S330,53	把
S330,56	将
S330,59	了
K333,3	read-words
Q333,15,16
S333,16	选择
S333,20	选取
S333,24	上传
S333,28	分享
S333,32	发送
S333,36	浏览
S333,40	查看
S333,44	读取
S333,48	导入
S333,52	识别
S333,56	使用你的
S333,62	使用您的
S333,68	同步
S333,72	追踪
S333,76	跟踪
S333,80	监测
K334,3	write-words
Q334,16,7
S334,17	保存
S334,21	存储
S334,25	储存
S334,29	存入
S334,33	导出
S334,37	写入
S334,41	同步
K336,3	apple-names
M337,5,10
K337,5	Face ID
S337,14	面容 ID
K338,5	FaceID
S338,13	面容 ID
K339,5	Touch ID
S339,15	触控 ID
K340,5	TouchID
S340,14	触控 ID
K342,5	Apple Health
S342,19	“健康”
K343,5	苹果健康
S343,11	“健康”
K344,5	Health App
S344,17	“健康”App
K345,5	Health app
S345,17	“健康”App
K346,5	Apple Wallet
S346,19	“钱包”
K347,5	Wallet App
S347,17	“钱包”App
K350,3	regional-terms
M351,5,14
K351,5	存取
S351,9	访问
K352,5	联络人
S352,10	联系人
K353,5	聯絡人
S353,10	联系人
K354,5	汇入
S354,9	导入
K355,5	匯入
S355,9	导入
K356,5	汇出
S356,9	导出
K357,5	匯出
S357,9	导出
K358,5	应用程式
S358,11	应用
K359,5	應用程式
S359,11	应用
K360,5	使用者
S360,10	用户
K361,5	位址
S361,9	地址
K362,5	登入
S362,9	登录
K363,5	软体
S363,9	软件
K364,5	軟體
S364,9	软件
K365,3	min-columns
S365,16	12
K366,3	max-columns
S366,16	140
K367,3	pronouns
Q367,13,2
S367,14	你
S367,17	您
K369,3	also-wrong-script
S369,22	後夥徵摺菸麽箝麴於
K370,3	resources
M371,5,11
K371,5	camera
M371,13,3
K371,15	names
Q371,22,3
S371,23	相机
S371,27	摄像头
S371,32	镜头
K371,37	related
Q371,46,11
S371,47	拍照
S371,51	拍摄
S371,55	扫描
S371,59	扫码
S371,63	二维码
S371,68	QR
S371,72	视频
S371,76	录像
S371,80	照片
S371,84	自拍
S371,88	录制
K372,7	does
Q372,13,17
S372,14	拍照
S372,18	拍摄照片和视频
S372,27	拍摄照片或视频
S372,36	拍照和录像
S372,43	拍照或录像
S372,50	拍照片
S372,55	拍摄照片
S372,61	拍摄视频
S372,67	拍视频
S372,72	拍摄
S372,76	录像
S372,80	录影
S372,84	录制视频
S372,90	使用相机
S372,96	使用摄像头
S372,103	访问相机
S372,109	访问摄像头
K373,5	microphone
M373,17,3
K373,19	names
Q373,26,2
S373,27	麦克风
S373,32	话筒
K373,37	related
Q373,46,6
S373,47	录音
S373,51	语音
S373,55	声音
S373,59	通话
S373,63	录制
S373,67	说话
K374,7	does
Q374,13,11
S374,14	录音
S374,18	录制音频
S374,24	录制声音
S374,30	录制语音
S374,36	采集声音
S374,42	采集音频
S374,48	捕获音频
S374,54	声音采集
S374,60	收音
S374,64	使用麦克风
S374,71	访问麦克风
K375,5	photos
M375,13,3
K375,15	names
Q375,22,3
S375,23	相册
S375,27	图库
S375,31	照片图库
K375,38	related
Q375,47,7
S375,48	照片
S375,52	图片
S375,56	保存
S375,60	存储
S375,64	壁纸
S375,68	视频
S375,72	相片
K376,7	does
Q376,13,18
S376,14	保存照片
S376,20	保存图片
S376,26	保存到相册
S376,33	保存至相册
S376,40	存储照片
S376,46	储存照片
S376,52	访问相册
S376,58	访问照片
S376,64	访问照片图库
S376,72	访问图库
S376,78	读取照片
S376,84	读取相册
S376,90	使用相册
S376,96	使用照片
S376,102	选择照片
S376,108	选取照片
S376,114	选择图片
S376,120	选取图片
K377,5	contacts
M377,15,3
K377,17	names
Q377,24,2
S377,25	通讯录
S377,30	联系人
K377,36	related
Q377,45,4
S377,46	好友
S377,50	朋友
S377,54	邀请
S377,58	电话号码
K378,7	does
Q378,13,5
S378,14	访问通讯录
S378,21	读取通讯录
S378,28	访问联系人
S378,35	读取联系人
S378,42	使用通讯录
K379,5	calendars
M379,16,3
K379,18	names
Q379,25,1
S379,26	日历
K379,31	related
Q379,40,5
S379,41	日程
S379,45	事件
S379,49	预约
S379,53	活动
S379,57	预订
K380,7	does
Q380,13,3
S380,14	访问日历
S380,20	读取日历
S380,26	使用日历
K381,5	reminders
M381,16,3
K381,18	names
Q381,25,1
S381,26	提醒事项
K381,33	related
Q381,42,3
S381,43	待办
S381,47	任务
S381,51	提醒
K382,7	does
Q382,13,2
S382,14	访问提醒事项
S382,22	读取提醒事项
K383,5	location
M383,15,3
K383,17	names
Q383,24,2
S383,25	位置
S383,29	定位
K383,34	related
Q383,43,7
S383,44	地图
S383,48	附近
S383,52	导航
S383,56	所在
S383,60	城市
S383,64	天气
S383,68	路线
K384,7	does
Q384,13,13
S384,14	获取位置
S384,20	获取你的位置
S384,28	获取您的位置
S384,36	获取定位
S384,42	获得位置
S384,48	获取当前位置
S384,56	确定位置
S384,62	使用位置
S384,68	使用你的位置
S384,76	使用您的位置
S384,84	访问位置
S384,90	位置信息
S384,96	定位
K385,5	bluetooth
M385,16,3
K385,18	names
Q385,25,1
S385,26	蓝牙
K385,31	related
Q385,40,4
S385,41	设备
S385,45	配件
S385,49	连接
S385,53	配对
K386,7	does
Q386,13,5
S386,14	使用蓝牙
S386,20	访问蓝牙
S386,26	连接蓝牙
S386,32	连接蓝牙设备
S386,40	搜索蓝牙设备
K387,5	health
M387,13,3
K387,15	names
Q387,22,2
S387,23	健康数据
S387,29	“健康”
K387,36	related
Q387,45,6
S387,46	运动
S387,50	步数
S387,54	心率
S387,58	睡眠
S387,62	体重
S387,66	血糖
K388,7	does
Q388,13,3
S388,14	读取健康数据
S388,22	写入健康数据
S388,30	访问健康数据
K389,5	face-id
M389,14,3
K389,16	names
Q389,23,3
S389,24	面容 ID
S389,31	Face ID
S389,40	FaceID
K389,49	related
Q389,58,4
S389,59	解锁
S389,63	验证
S389,67	登录
S389,71	身份
K390,7	does
Q390,13,5
S390,14	使用面容 id
S390,23	使用 face id
S390,35	身份验证
S390,41	验证身份
S390,47	进行身份验证
K391,5	speech-recognition
M391,25,3
K391,27	names
Q391,34,1
S391,35	语音识别
K391,42	related
Q391,51,4
S391,52	听写
S391,56	转写
S391,60	语音
S391,64	转录
K392,7	does
Q392,13,4
S392,14	语音识别
S392,20	识别语音
S392,26	使用语音识别
S392,34	语音转文字

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
M41,3,8
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
K51,1	your
M51,7,2
K51,9	possessive
S51,21	你的
K51,25	pronoun
S51,34	你
K53,1	list
M53,7,3
K53,9	separator
S53,20	、
K53,23	and
S53,28	和
K53,31	or
S53,35	或
K55,1	buttons
M56,3,6
K56,3	open-settings
S56,18	前往設定
K57,3	not-now
S57,12	稍後再說
K58,3	later
S58,10	稍後開啟
K59,3	open-now
S59,13	立即開啟
K60,3	got-it
S60,11	我知道了
K61,3	continue
S61,13	繼續
K64,1	alert-you-before-ios16
S64,25	您
K66,1	alert-buttons
M67,3,10
K67,3	deny
S67,9	不允許
K68,3	ok
S68,7	好
K69,3	allow
S69,10	允許
K70,3	allow-once
S70,15	允許一次
K71,3	allow-while-using
S71,22	使用 App 期間允許
K72,3	select-photos
S72,18	選取照片⋯
K73,3	allow-all-photos
S73,21	允許取用所有照片
K74,3	limit-access
S74,17	限制取用⋯
K75,3	allow-full-access
S75,22	允許完整取用
K76,3	ask-not-to-track
S76,21	要求 App 不要追蹤
K78,1	permissions
M79,3,42
K79,3	camera
M80,5,3
K80,5	resource
S80,15	相機
K81,5	row
S81,10	相機
K82,5	alert-title
S82,18	「%@」想要取用你的相機
K83,3	microphone
M84,5,3
K84,5	resource
S84,15	麥克風
K85,5	row
S85,10	麥克風
K86,5	alert-title
S86,18	「%@」想要取用你的麥克風
K87,3	photo-library
M88,5,5
K88,5	selected
S88,15	你選取的照片
K89,5	resource
S89,15	照片
K90,5	row
S90,10	照片
K91,5	choice
M91,13,2
K91,15	ios15
S91,22	所有照片
K91,28	ios17
S91,35	完整取用
K92,5	alert-title
S92,18	「%@」想要取用你的照片
K93,3	photo-library-add
M94,5,4
K94,5	resource
S94,15	照片
K95,5	row
S95,10	照片
K96,5	choice
S96,13	僅加入照片
K97,5	alert-title
S97,18	「%@」想要加入你的「照片」
K98,3	contacts
M99,5,5
K99,5	selected
S99,15	你選取的聯絡人
K100,5	resource
S100,15	聯絡人
K101,5	row
S101,10	聯絡人
K102,5	choice
S102,13	完整取用
K103,5	alert-title
S103,18	「%@」想要取用聯絡人
K104,3	calendars
M105,5,3
K105,5	resource
S105,15	行事曆
K106,5	row
S106,10	行事曆
K107,5	alert-title
S107,18	「%@」想要取用你的行事曆
K108,3	calendars-full-access
M109,5,4
K109,5	resource
S109,15	行事曆
K110,5	row
S110,10	行事曆
K111,5	choice
S111,13	完整取用
K112,5	alert-title
S112,18	「%@」想要完整取用你的行事曆
K113,3	calendars-write-only
M114,5,4
K114,5	resource
S114,15	行事曆
K115,5	row
S115,10	行事曆
K116,5	choice
S116,13	僅加入行程
K117,5	alert-title
S117,18	「%@」想要將行程加入你的行事曆
K118,3	reminders
M119,5,3
K119,5	resource
S119,15	提醒事項
K120,5	row
S120,10	提醒事項
K121,5	alert-title
S121,18	「%@」想要取用你的提醒事項
K122,3	reminders-full-access
M123,5,3
K123,5	resource
S123,15	提醒事項
K124,5	row
S124,10	提醒事項
K125,5	alert-title
S125,18	「%@」想要完整取用你的提醒事項
K126,3	location-when-in-use
M127,5,5
K127,5	resource
S127,15	位置
K128,5	row
S128,10	位置
K129,5	privacy-row
S129,18	定位服務
K130,5	choice
S130,13	使用 App 期間
K131,5	alert-title
S131,18	要允許「%@」使用你的位置嗎？
K132,3	location-always
M133,5,5
K133,5	resource
S133,15	位置
K134,5	row
S134,10	位置
K135,5	privacy-row
S135,18	定位服務
K136,5	choice
S136,13	永遠
K137,5	alert-title
S137,18	要允許「%@」使用你的位置嗎？
K138,3	location-always-legacy
M139,5,5
K139,5	resource
S139,15	位置
K140,5	row
S140,10	位置
K141,5	privacy-row
S141,18	定位服務
K142,5	choice
S142,13	永遠
K143,5	alert-title
S143,18	要允許「%@」在你未使用 App 時取用你的位置嗎？
K144,3	location-legacy
M145,5,5
K145,5	resource
S145,15	位置
K146,5	row
S146,10	位置
K147,5	privacy-row
S147,18	定位服務
K148,5	choice
S148,13	使用 App 期間
K149,5	alert-title
S149,18	「%@」想要使用你的目前位置
K150,3	bluetooth
M151,5,3
K151,5	resource
S151,15	藍牙
K152,5	row
S152,10	藍牙
K153,5	alert-title
S153,18	「%@」想要使用藍牙
K154,3	bluetooth-peripheral
M155,5,3
K155,5	resource
S155,15	藍牙
K156,5	row
S156,10	藍牙
K157,5	alert-title
S157,18	「%@」想要使用藍牙
K158,3	bluetooth-while-in-use
M159,5,3
K159,5	resource
S159,15	藍牙
K160,5	row
S160,10	藍牙
K161,5	alert-title
S161,18	「%@」想要在使用期間使用藍牙
K162,3	motion
M163,5,3
K163,5	resource
S163,15	動作與健身資料
K164,5	row
S164,10	動作與健身
K165,5	alert-title
S165,18	「%@」想要取用你的動作與健身記錄
K166,3	fall-detection
M167,5,3
K167,5	resource
S167,15	跌倒偵測
K168,5	row
S168,10	跌倒偵測
K169,5	alert-title
S169,18	「%@」想要使用跌倒偵測
K170,3	speech-recognition
M171,5,3
K171,5	resource
S171,15	語音辨識
K172,5	row
S172,10	語音辨識
K173,5	alert-title
S173,18	「%@」想要取用語音辨識
K174,3	siri
M175,5,3
K175,5	resource
S175,15	Siri
K176,5	row
S176,10	Siri
K177,5	alert-title
S177,18	你要將「%@」與 Siri 搭配使用嗎？
K178,3	media-library
M179,5,3
K179,5	resource
S179,15	媒體資料庫
K180,5	row
S180,10	媒體與 Apple Music
K181,5	alert-title
S181,18	「%@」想要取用 Apple Music、你的音樂和影片活動和媒體資料庫
K182,3	homekit
M183,5,3
K183,5	resource
S183,15	家庭資料
K184,5	row
S184,10	HomeKit
K185,5	alert-title
S185,18	「%@」想要取用你的家庭資料
K186,3	health-share
M187,5,3
K187,5	resource
S187,15	健康資料
K188,5	row
S188,10	健康
K189,5	alert-title
S189,18	「%@」想要取用你的健康資料
K190,3	health-update
M191,5,3
K191,5	resource
S191,15	健康資料
K192,5	row
S192,10	健康
K193,5	alert-title
S193,18	允許「%@」更新你的健康資料。
K194,3	health-records
M195,5,3
K195,5	resource
S195,15	健康紀錄
K196,5	row
S196,10	健康
K197,5	alert-title
S197,18	「%@」想要取用你的健康紀錄
K198,3	face-id
M199,5,5
K199,5	resource
S199,15	Face ID
K200,5	row
S200,10	Face ID
K201,5	alert-title
S201,18	要允許「%@」使用 Face ID 嗎？
K202,5	privacy-parent
S202,21	Face ID 與密碼
K203,5	privacy-row
S203,18	其他 App
K204,3	nfc
M205,5,3
K205,5	resource
S205,15	NFC 讀取器
K206,5	row
S206,10	NFC
K207,5	alert-title
S207,18	準備掃描
K208,3	tracking
M209,5,5
K209,5	name
S209,11	追蹤
K210,5	resource
S210,15	你在其他公司的 App 和網站上的活動
K211,5	row
S211,10	允許追蹤
K212,5	privacy-row
S212,18	追蹤
K213,5	alert-title
S213,18	要允許「%@」追蹤你在其他公司 App 和網站的記錄嗎？
K214,3	local-network
M215,5,3
K215,5	resource
S215,15	區域網路
K216,5	row
S216,10	區域網路
K217,5	alert-title
S217,18	「%@」想要尋找並連接你區域網路上的裝置
K218,3	focus-status
M219,5,3
K219,5	resource
S219,15	專注模式狀態
K220,5	row
S220,10	專注模式
K221,5	alert-title
S221,18	「%@」想要取用你的專注模式狀態
K222,3	nearby-interaction
M223,5,4
K223,5	resource
S223,15	附近的裝置
K224,5	object
S224,13	附近的裝置
K225,5	row
S225,10	附近互動
K226,5	alert-title
S226,18	「%@」想要尋找附近的裝置並與之互動
K227,3	nearby-interaction-allow-once
M228,5,4
K228,5	resource
S228,15	附近的裝置
K229,5	object
S229,13	附近的裝置
K230,5	row
S230,10	附近互動
K231,5	alert-title
S231,18	「%@」想要尋找附近的裝置並與之互動
K232,3	tv-provider
M233,5,3
K233,5	resource
S233,15	電視業者帳號
K234,5	row
S234,10	電視業者
K235,5	alert-title
S235,18	「%@」想要取用你的電視業者帳號
K236,3	sensorkit
M237,5,3
K237,5	resource
S237,15	研究感測器與使用資料
K238,5	row
S238,10	研究感測器與使用資料
K239,5	alert-title
S239,18	「%@」想要取用研究感測器與使用資料
K240,3	identity
M241,5,4
K241,5	resource
S241,15	錢包中的身分證件
K242,5	object
S242,13	你錢包中的身分證件
K243,5	row
S243,10	錢包
K244,5	alert-title
S244,18	「%@」想要驗證你的身分
K245,3	gamekit-friends
M246,5,3
K246,5	resource
S246,15	Game Center 好友
K247,5	row
S247,10	Game Center 好友
K248,5	alert-title
S248,18	「%@」想要取用你的 Game Center 好友
K249,3	financial-data
M250,5,3
K250,5	resource
S250,15	財務資料
K251,5	row
S251,10	錢包
K252,5	alert-title
S252,18	「%@」想要取用你的財務資料
K253,3	critical-messaging
M254,5,4
K254,5	resource
S254,15	重要訊息
K255,5	object
S255,13	重要訊息
K256,5	row
S256,10	重要訊息
K257,5	alert-title
S257,18	「%@」想要傳送重要訊息
K258,3	alarmkit
M259,5,4
K259,5	resource
S259,15	鬧鐘
K260,5	object
S260,13	鬧鐘和計時器
K261,5	row
S261,10	鬧鐘與計時器
K262,5	alert-title
S262,18	「%@」想要設定鬧鐘與計時器
K263,3	voip
M264,5,3
K264,5	resource
S264,15	網路通話
K265,5	row
S265,10	VoIP
K266,5	alert-title
S266,18	「%@」想要在背景接收 VoIP 通話
K267,3	notifications
M268,5,3
K268,5	resource
S268,15	通知
K269,5	row
S269,10	通知
K270,5	alert-title
S270,18	「%@」想要傳送通知
K273,1	rules
M274,3,32
K274,3	script
S274,11	hant
K275,3	full-stops
Q275,15,3
S275,16	。
S275,21	！
S275,26	？
K276,3	closing-marks
Q276,18,4
S276,19	」
S276,24	』
S276,29	）
S276,34	”
K277,3	quotes
Q277,11,4
S277,12	「
S277,17	」
S277,22	『
S277,27	』
K278,3	foreign-quotes
Q278,19,2
S278,20	“
S278,25	”
K282,3	restating-hints
Q282,20,30
S282,21	權限
S282,25	許可
S282,29	同意
S282,33	授權
S282,37	允許
S282,41	存取權
S282,46	取用權
S282,51	是否
S283,5	不使用
S283,10	不會
S283,14	並不
S283,18	從不
S283,22	不取用
S283,27	不存取
S283,32	不訪問
S283,37	不獲取
S283,42	不取得
S283,47	不收集
S283,52	不錄製
S283,57	不需要
S283,62	插件
S283,66	外掛
S283,70	套件
S283,74	sdk
S283,79	第三方庫
S283,85	框架
S283,89	模組
S283,93	模塊
S283,97	元件
S283,101	組件
K285,3	restating-short-hints
Q285,26,6
S285,27	取用
S285,31	存取
S285,35	使用
S285,39	取得
S285,43	訪問
S285,47	獲取
K286,3	restating
Q287,5,9
S287,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S288,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S290,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S291,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S293,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S294,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S296,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S298,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S299,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K301,3	passive
Q302,5,2
S302,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S303,7	被(用於|用來|用于|用来)
K306,3	passive-hints
Q306,18,4
S306,19	用於
S306,23	用來
S306,27	用于
S306,31	用来
K307,3	passive-agents
Q307,19,3
S307,20	我們
S307,24	我们
S307,28	本公司
K309,3	passive-assurances
Q309,23,12
S309,24	不會上傳
S309,30	不會儲存
S309,36	不會保存
S309,42	不會分享
S309,48	不會離開
S309,54	只在你的裝置
S309,62	只在您的裝置
S309,70	僅在你的裝置
S309,78	僅在您的裝置
S309,86	不会上传
S309,92	不会储存
S309,98	不会保存
K312,3	passive-concerns
Q312,21,19
S312,22	廣告
S312,26	行銷
S312,30	營銷
S312,34	推廣
S312,38	合作夥伴
S312,44	合作伙伴
S312,50	第三方
S312,55	數據分析
S312,61	資料分析
S312,67	個人化
S312,72	個性化
S312,77	改善
S312,81	改進
S312,85	提升
S312,89	優化
S312,93	研究
S312,97	共享給
S312,102	分享給
S312,107	广告
K314,3	passive-negations
S314,22	不未非絕绝
K315,3	reason-markers
Q315,19,24
S315,20	以便
S315,24	用於
S315,28	用來
S315,32	為了
S315,36	以
S315,39	來
S315,42	可以
S315,46	讓你
S315,50	讓您
S315,54	便於
S315,58	方便
S315,62	從而
S315,66	幫助
S315,70	例如
S315,74	比如
S316,5	如
S316,8	當
S316,11	時
S316,14	才能
S316,18	進行
S316,22	後，
S316,26	用作
S316,30	將
S316,33	把
K319,3	no-reason-words
Q319,20,68
S319,21	到
S319,24	至
S319,27	此應用程式
S319,34	此應用程序
S319,41	應用程式
S319,47	應用程序
S319,53	本應用
S319,58	此應用
S319,63	該應用
S319,68	應用
S319,72	app
S319,77	我們
S319,81	你的
S319,85	您的
S319,89	你
S319,92	您
S319,95	的
S319,98	需要
S319,102	想要
S319,106	希望
S319,110	請
S319,113	允許
S319,117	授權
S319,121	同意
S319,125	權限
S319,129	許可
S319,133	取用
S319,137	存取
S319,141	使用
S319,145	取得
S319,149	獲取
S319,153	獲得
S319,157	訪問
S319,161	開啟
S319,165	打開
S319,169	才能
S319,173	以便
S319,177	用於
S319,181	用來
S319,185	以
S319,188	來
S319,191	進行
S319,195	功能
S319,199	相關
S319,203	正常
S319,207	某些
S319,211	部分
S319,215	此
S319,218	本
S319,221	該
S319,224	會
S319,227	將
S319,230	可以
S319,234	可
S319,237	能
S319,240	要
S319,243	和
S319,246	及
S319,249	與
S319,252	或
S319,255	並
S319,258	這
S319,261	被
S319,264	為
S319,267	資訊
S319,271	資料
S319,275	信息
S319,279	數據
K320,3	vague-phrases
Q320,18,33
S320,19	更好的體驗
S320,26	更好地體驗
S320,33	提升體驗
S320,39	提升使用者體驗
S320,48	優化體驗
S320,54	更佳體驗
S320,60	最佳體驗
S320,66	更好的服務
S321,5	提供更好
S321,11	更優質的服務
S321,19	改善體驗
S321,25	更流暢的體驗
S321,33	最佳…體驗
S321,40	最好…體驗
S321,47	提升…體驗
S321,54	更好…體驗
S321,61	優化…體驗
S321,68	改善…體驗
S322,5	提升服務
S322,11	優化服務
S322,17	改善服務
S322,23	改進服務
S322,29	完善服務
S322,35	改進產品
S323,5	音訊相關功能
S323,13	音頻相關功能
S323,21	相機相關功能
S323,29	麥克風相關功能
S323,38	定位相關功能
S323,46	位置相關功能
S323,54	相簿相關功能
S323,62	照片相關功能
S323,70	藍牙相關功能
K324,3	placeholders
Q324,17,13
S324,18	TODO
S324,24	TBD
S324,29	FIXME
S324,36	XXX
S324,41	lorem ipsum
S324,54	待定
S324,58	待翻譯
S324,63	待翻译
S324,68	待補充
S324,73	佔位
S324,77	此處填寫
S324,83	翻譯中
S324,88	$(
K326,3	placeholder-values
Q326,23,11
S326,24	是
S326,27	否
S326,30	無
S326,33	描述
S326,37	說明
S326,41	用途說明
S326,47	權限說明
S326,53	使用說明
S326,59	文字
S326,63	測試
S326,67	允許
K328,3	doubled-words
Q328,18,13
S328,19	的
S328,22	你的
S328,26	您的
S328,30	我們的
S328,35	你
S328,38	您
S328,41	在
S328,44	是
S328,47	和
S328,50	與
S328,53	把
S328,56	將
S328,59	了
K331,3	read-words
Q331,15,16
S331,16	選擇
S331,20	選取
S331,24	上傳
S331,28	分享
S331,32	傳送
S331,36	瀏覽
S331,40	檢視
S331,44	查看
S331,48	讀取
S331,52	匯入
S331,56	辨識
S331,60	使用你的
S331,66	使用您的
S331,72	同步
S331,76	追蹤
S331,80	監測
K332,3	write-words
Q332,16,6
S332,17	儲存
S332,21	保存
S332,25	存入
S332,29	匯出
S332,33	寫入
S332,37	同步
K334,3	apple-names
M335,5,12
K335,5	面容 ID
S335,12	Face ID
K336,5	面容ID
S336,11	Face ID
K337,5	觸控 ID
S337,12	Touch ID
K338,5	觸控ID
S338,11	Touch ID
K339,5	FaceID
S339,13	Face ID
K340,5	TouchID
S340,14	Touch ID
K342,5	Apple Health
S342,19	「健康」
K343,5	蘋果健康
S343,11	「健康」
K344,5	Health App
S344,17	「健康」App
K345,5	Health app
S345,17	「健康」App
K346,5	Apple Wallet
S346,19	「錢包」
K347,5	Wallet App
S347,17	「錢包」App
K348,3	min-columns
S348,16	12
K349,3	max-columns
S349,16	140
K350,3	pronouns
Q350,13,2
S350,14	你
S350,17	您
K354,3	also-wrong-script
S354,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K357,3	regional-terms
M358,5,75
K358,5	訪問
S358,9	取用
K359,5	視頻
S359,9	影片
K360,5	用戶
S360,9	使用者
K361,5	信息
S361,9	資訊
K362,5	默認
S362,9	預設
K363,5	網絡
S363,9	網路
K364,5	軟件
S364,9	軟體
K365,5	硬件
S365,9	硬體
K366,5	設置
S366,9	設定
K367,5	數據
S367,9	資料
K368,5	設備
S368,9	裝置
K369,5	獲取
S369,9	取得
K370,5	攝像頭
S370,10	相機
K371,5	相冊
S371,9	相簿
K372,5	屏幕
S372,9	螢幕
K373,5	鼠標
S373,9	滑鼠
K374,5	內存
S374,9	記憶體
K375,5	登錄
S375,9	登入
K376,5	短信
S376,9	簡訊
K377,5	個性化
S377,10	個人化
K378,5	質量
S378,9	品質
K379,5	激活
S379,9	啟用
K380,5	服務器
S380,10	伺服器
K381,5	緩存
S381,9	快取
K382,5	二維碼
S382,10	QR 碼
K383,5	實時
S383,9	即時
K384,5	在線
S384,9	線上
K385,5	賬號
S385,9	帳號
K386,5	賬戶
S386,9	帳號
K387,5	菜單
S387,9	選單
K388,5	界面
S388,9	介面
K389,5	運行
S389,9	執行
K390,5	兼容
S390,9	相容
K391,5	搜索
S391,9	搜尋
K392,5	粘貼
S392,9	貼上
K393,5	打印
S393,9	列印
K394,5	刷新
S394,9	重新整理
K395,5	導出
S395,9	匯出
K396,5	導入
S396,9	匯入
K397,5	咪高風
S397,10	麥克風
K398,5	咪高峰
S398,10	麥克風
K399,5	後台
S399,9	背景
K400,5	應用程序
S400,11	應用程式
K401,5	當前
S401,9	目前
K402,5	添加
S402,9	新增
K403,5	保存
S403,9	儲存
K404,5	許可權
S404,10	權限
K405,5	本地網路
S405,11	區域網路
K406,5	位置訊息
S406,11	位置資訊
K407,5	音頻
S407,9	音訊
K408,5	插件
S408,9	外掛程式
K409,5	語音識別
S409,11	語音辨識
K410,5	人臉識別
S410,11	臉部辨識
K411,5	文字消息
S411,11	文字訊息
K413,5	卸載
S413,9	解除安裝
K414,5	鏈接
S414,9	連結
K415,5	點擊
S415,9	點一下
K416,5	智能
S416,9	智慧
K417,5	優化
S417,9	最佳化
K418,5	字體
S418,9	字型
K419,5	文本
S419,9	文字
K420,5	信號
S420,9	訊號
K421,5	數碼
S421,9	數位
K422,5	移動數據
S422,11	行動數據
K423,5	移動網絡
S423,11	行動網路
K424,5	日曆
S424,9	行事曆
K425,5	攝像機
S425,10	攝影機
K426,5	截屏
S426,9	截圖
K427,5	全屏
S427,9	全螢幕
K428,5	存儲
S428,9	儲存
K430,5	視頻通話
S430,11	視訊通話
K431,5	視頻會議
S431,11	視訊會議
K432,5	視頻聊天
S432,11	視訊聊天
K433,5	傳感器
S433,10	感測器
K434,5	識別
S434,9	辨識
K436,3	regional-exceptions
Q436,24,7
S436,25	行動數據
S436,31	數據機
S436,36	統計數據
S436,42	大數據
S436,47	識別碼
S436,52	識別證
S436,57	識別符
K442,3	colloquial-terms
M443,5,26
K443,5	佢哋
S443,9	他們
K444,5	我哋
S444,9	我們
K445,5	你哋
S445,9	你們
K446,5	而家
S446,9	現在
K447,5	邊度
S447,9	哪裡
K448,5	點樣
S448,9	怎樣
K449,5	影相
S449,9	拍照
K450,5	同埋
S450,9	以及
K451,5	嘅
S451,8	的
K452,5	咗
S452,8	了
K453,5	唔
S453,8	不
K454,5	冇
S454,8	沒有
K455,5	佢
S455,8	他
K456,5	喺
S456,8	在
K457,5	嘢
S457,8	東西
K458,5	啲
S458,8	些
K459,5	睇
S459,8	看
K460,5	嚟
S460,8	來
K461,5	嗰
S461,8	那
K462,5	噉
S462,8	這樣
K463,5	咁
S463,8	這麼
K464,5	攞
S464,8	拿
K465,5	諗
S465,8	想
K466,5	搵
S466,8	找
K467,5	畀
S467,8	給
K468,5	哋
S468,8	們
K469,3	draft-corrections
M470,5,7
K470,5	許可權
S470,10	權限
K471,5	訪問
S471,9	取用
K472,5	存取
S472,9	取用
K474,5	影象
S474,9	影像
K475,5	圖象
S475,9	圖像
K476,5	頭象
S476,9	頭像
K477,5	錄象
S477,9	錄影
K478,3	resources
M479,5,11
K479,5	camera
M479,13,3
K479,15	names
Q479,22,4
S479,23	相機
S479,27	攝像頭
S479,32	攝影機
S479,37	鏡頭
K479,42	related
Q479,51,11
S479,52	拍照
S479,56	拍攝
S479,60	掃描
S479,64	掃碼
S479,68	條碼
S479,72	QR
S479,76	影片
S479,80	錄影
S479,84	照片
S479,88	自拍
S479,92	錄製
K480,7	does
Q480,13,21
S480,14	拍照
S480,18	拍攝照片和影片
S480,27	拍攝照片或影片
S480,36	拍照和錄影
S480,43	拍照或錄影
S480,50	拍照片
S480,55	拍攝照片
S480,61	拍攝影片
S480,67	拍攝視頻
S480,73	拍影片
S480,78	拍攝
S480,82	錄影
S480,86	錄像
S480,90	錄製影片
S480,96	錄製視頻
S480,102	使用相機
S480,108	使用攝像頭
S480,115	使用攝影機
S480,122	取用相機
S480,128	存取相機
S480,134	訪問相機
K481,5	microphone
M481,17,3
K481,19	names
Q481,26,3
S481,27	麥克風
S481,32	咪高風
S481,37	咪高峰
K481,43	related
Q481,52,6
S481,53	錄音
S481,57	語音
S481,61	聲音
S481,65	通話
S481,69	錄製
S481,73	說話
K482,7	does
Q482,13,18
S482,14	錄音
S482,18	錄製音訊
S482,24	錄製音頻
S482,30	錄製聲音
S482,36	錄製語音
S482,42	擷取聲音
S482,48	擷取音訊
S482,54	採集聲音
S482,60	採集音頻
S482,66	捕獲音頻
S482,72	捕獲音訊
S482,78	聲音擷取
S482,84	聲音採集
S482,90	收音
S482,94	使用麥克風
S482,101	取用麥克風
S482,108	存取麥克風
S482,115	訪問麥克風
K483,5	photos
M483,13,3
K483,15	names
Q483,22,4
S483,23	相簿
S483,27	相冊
S483,31	圖庫
S483,35	照片圖庫
K483,42	related
Q483,51,7
S483,52	照片
S483,56	圖片
S483,60	儲存
S483,64	保存
S483,68	桌布
S483,72	影片
S483,76	相片
K484,7	does
Q484,13,26
S484,14	儲存照片
S484,20	儲存相片
S484,26	儲存圖片
S484,32	保存照片
S484,38	保存圖片
S484,44	儲存到相簿
S484,51	儲存至相簿
S484,58	存入相簿
S484,64	取用照片
S484,70	存取照片
S484,76	存取相簿
S484,82	取用相簿
S484,88	訪問相簿
S484,94	訪問照片
S484,100	存取照片圖庫
S484,108	取用照片圖庫
S484,116	訪問照片圖庫
S484,124	讀取照片
S484,130	讀取相簿
S484,136	使用相簿
S484,142	使用照片
S484,148	選擇照片
S484,154	選取照片
S484,160	選擇相片
S484,166	選擇圖片
S484,172	選取圖片
K485,5	contacts
M485,15,3
K485,17	names
Q485,24,2
S485,25	聯絡人
S485,30	通訊錄
K485,36	related
Q485,45,4
S485,46	好友
S485,50	朋友
S485,54	邀請
S485,58	電話號碼
K486,7	does
Q486,13,7
S486,14	取用聯絡人
S486,21	存取聯絡人
S486,28	讀取聯絡人
S486,35	訪問通訊錄
S486,42	讀取通訊錄
S486,49	存取通訊錄
S486,56	使用通訊錄
K487,5	calendars
M487,16,3
K487,18	names
Q487,25,2
S487,26	行事曆
S487,31	日曆
K487,36	related
Q487,45,5
S487,46	行程
S487,50	事件
S487,54	預約
S487,58	活動
S487,62	預訂
K488,7	does
Q488,13,6
S488,14	取用行事曆
S488,21	存取行事曆
S488,28	讀取行事曆
S488,35	訪問日曆
S488,41	讀取日曆
S488,47	使用行事曆
K489,5	reminders
M489,16,3
K489,18	names
Q489,25,1
S489,26	提醒事項
K489,33	related
Q489,42,3
S489,43	待辦
S489,47	任務
S489,51	提醒
K490,7	does
Q490,13,3
S490,14	取用提醒事項
S490,22	存取提醒事項
S490,30	讀取提醒事項
K491,5	location
M491,15,3
K491,17	names
Q491,24,2
S491,25	位置
S491,29	定位
K491,34	related
Q491,43,7
S491,44	地圖
S491,48	附近
S491,52	導航
S491,56	所在
S491,60	城市
S491,64	天氣
S491,68	路線
K492,7	does
Q492,13,19
S492,14	取得位置
S492,20	取得你的位置
S492,28	取得您的位置
S492,36	取得定位
S492,42	獲取位置
S492,48	獲取你的位置
S492,56	獲取您的位置
S492,64	獲得位置
S492,70	取得目前位置
S492,78	確定位置
S492,84	使用位置
S492,90	使用你的位置
S492,98	使用您的位置
S492,106	取用位置
S492,112	存取位置
S492,118	訪問位置
S492,124	位置資訊
S492,130	位置信息
S492,136	定位
K493,5	bluetooth
M493,16,3
K493,18	names
Q493,25,1
S493,26	藍牙
K493,31	related
Q493,40,5
S493,41	裝置
S493,45	設備
S493,49	配件
S493,53	連接
S493,57	配對
K494,7	does
Q494,13,9
S494,14	使用藍牙
S494,20	取用藍牙
S494,26	存取藍牙
S494,32	訪問藍牙
S494,38	連接藍牙
S494,44	連線藍牙
S494,50	連接藍牙裝置
S494,58	連接藍牙設備
S494,66	搜尋藍牙裝置
K495,5	health
M495,13,3
K495,15	names
Q495,22,2
S495,23	健康資料
S495,29	「健康」
K495,36	related
Q495,45,6
S495,46	運動
S495,50	步數
S495,54	心率
S495,58	睡眠
S495,62	體重
S495,66	血糖
K496,7	does
Q496,13,5
S496,14	讀取健康資料
S496,22	寫入健康資料
S496,30	取用健康資料
S496,38	存取健康資料
S496,46	讀取健康數據
K497,5	face-id
M497,14,3
K497,16	names
Q497,23,2
S497,24	Face ID
S497,33	FaceID
K497,42	related
Q497,51,5
S497,52	解鎖
S497,56	驗證
S497,60	登入
S497,64	身分
S497,68	身份
K498,7	does
Q498,13,7
S498,14	使用 face id
S498,26	身分驗證
S498,32	身份驗證
S498,38	驗證身分
S498,44	驗證身份
S498,50	進行身分驗證
S498,58	進行身份驗證
K499,5	speech-recognition
M499,25,3
K499,27	names
Q499,34,2
S499,35	語音辨識
S499,41	語音識別
K499,48	related
Q499,57,4
S499,58	聽寫
S499,62	轉寫
S499,66	語音
S499,70	轉錄
K500,7	does
Q500,13,6
S500,14	語音辨識
S500,20	語音識別
S500,26	辨識語音
S500,32	識別語音
S500,38	使用語音辨識
S500,46	語音轉文字

"""#
}
