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
M20,3,31
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
K28,3	restating-hints
Q28,20,30
S28,21	權限
S28,25	許可
S28,29	同意
S28,33	授權
S28,37	允許
S28,41	存取權
S28,46	取用權
S28,51	是否
S29,5	不使用
S29,10	不會
S29,14	並不
S29,18	從不
S29,22	不取用
S29,27	不存取
S29,32	不訪問
S29,37	不獲取
S29,42	不取得
S29,47	不收集
S29,52	不錄製
S29,57	不需要
S29,62	插件
S29,66	外掛
S29,70	套件
S29,74	sdk
S29,79	第三方庫
S29,85	框架
S29,89	模組
S29,93	模塊
S29,97	元件
S29,101	組件
K31,3	restating-short-hints
Q31,26,6
S31,27	取用
S31,31	存取
S31,35	使用
S31,39	取得
S31,43	訪問
S31,47	獲取
K32,3	restating
Q33,5,9
S33,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S34,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S35,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S36,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S38,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S39,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S41,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S43,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S44,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K46,3	passive
Q47,5,2
S47,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S48,7	被(用於|用來|用于|用来)
K51,3	passive-hints
Q51,18,4
S51,19	用於
S51,23	用來
S51,27	用于
S51,31	用来
K52,3	passive-agents
Q52,19,3
S52,20	我們
S52,24	我们
S52,28	本公司
K54,3	passive-assurances
Q54,23,10
S54,24	不會上傳
S54,30	不會上載
S54,36	不會儲存
S54,42	不會保存
S54,48	不會分享
S54,54	不會離開
S54,60	只在你的裝置
S54,68	只在您的裝置
S54,76	僅在你的裝置
S54,84	僅在您的裝置
K57,3	passive-concerns
Q57,21,15
S57,22	廣告
S57,26	市場推廣
S57,32	推廣
S57,36	合作夥伴
S57,42	第三方
S57,47	數據分析
S57,53	個人化
S57,58	個性化
S57,63	改善
S57,67	改進
S57,71	提升
S57,75	優化
S57,79	研究
S57,83	共享給
S57,88	分享給
K59,3	passive-negations
S59,22	不未非絕绝
K60,3	reason-markers
Q60,19,24
S60,20	以便
S60,24	用於
S60,28	用來
S60,32	為了
S60,36	以
S60,39	來
S60,42	可以
S60,46	讓你
S60,50	讓您
S60,54	便於
S60,58	方便
S60,62	從而
S60,66	幫助
S60,70	例如
S60,74	比如
S61,5	如
S61,8	當
S61,11	時
S61,14	才能
S61,18	進行
S61,22	後，
S61,26	用作
S61,30	將
S61,33	把
K64,3	no-reason-words
Q64,20,68
S64,21	到
S64,24	至
S64,27	此應用程式
S64,34	此應用程序
S64,41	應用程式
S64,47	應用程序
S64,53	本應用
S64,58	此應用
S64,63	該應用
S64,68	應用
S64,72	app
S64,77	我們
S64,81	你的
S64,85	您的
S64,89	你
S64,92	您
S64,95	的
S64,98	需要
S64,102	想要
S64,106	希望
S64,110	請
S64,113	允許
S64,117	授權
S64,121	同意
S64,125	權限
S64,129	許可
S64,133	取用
S64,137	存取
S64,141	使用
S64,145	取得
S64,149	獲取
S64,153	獲得
S64,157	訪問
S64,161	開啟
S64,165	打開
S64,169	才能
S64,173	以便
S64,177	用於
S64,181	用來
S64,185	以
S64,188	來
S64,191	進行
S64,195	功能
S64,199	相關
S64,203	正常
S64,207	某些
S64,211	部分
S64,215	此
S64,218	本
S64,221	該
S64,224	會
S64,227	將
S64,230	可以
S64,234	可
S64,237	能
S64,240	要
S64,243	和
S64,246	及
S64,249	與
S64,252	或
S64,255	並
S64,258	這
S64,261	被
S64,264	為
S64,267	資訊
S64,271	資料
S64,275	信息
S64,279	數據
K65,3	vague-phrases
Q65,18,18
S65,19	更好的體驗
S65,26	提升體驗
S65,32	優化體驗
S65,38	更佳體驗
S65,44	最佳體驗
S65,50	更好的服務
S65,57	提供更好
S65,63	改善體驗
S65,69	最佳…體驗
S65,76	最好…體驗
S65,83	提升…體驗
S65,90	更好…體驗
S65,97	優化…體驗
S65,104	改善…體驗
S65,111	提升服務
S65,117	優化服務
S65,123	改善服務
S65,129	改進服務
K66,3	placeholders
Q66,17,11
S66,18	TODO
S66,24	TBD
S66,29	FIXME
S66,36	XXX
S66,41	lorem ipsum
S66,54	待定
S66,58	待翻譯
S66,63	待補充
S66,68	佔位
S66,72	翻譯中
S66,77	$(
K68,3	placeholder-values
Q68,23,11
S68,24	是
S68,27	否
S68,30	無
S68,33	描述
S68,37	說明
S68,41	用途說明
S68,47	權限說明
S68,53	使用說明
S68,59	文字
S68,63	測試
S68,67	允許
K70,3	doubled-words
Q70,18,13
S70,19	的
S70,22	你的
S70,26	您的
S70,30	我們的
S70,35	你
S70,38	您
S70,41	在
S70,44	是
S70,47	和
S70,50	與
S70,53	把
S70,56	將
S70,59	了
K73,3	read-words
Q73,15,17
S73,16	選擇
S73,20	選取
S73,24	上載
S73,28	上傳
S73,32	分享
S73,36	傳送
S73,40	瀏覽
S73,44	檢視
S73,48	查看
S73,52	讀取
S73,56	匯入
S73,60	識別
S73,64	使用你的
S73,70	使用您的
S73,76	同步
S73,80	追蹤
S73,84	監測
K74,3	write-words
Q74,16,6
S74,17	儲存
S74,21	保存
S74,25	存入
S74,29	匯出
S74,33	寫入
S74,37	同步
K76,3	apple-names
M77,5,12
K77,5	面容 ID
S77,12	Face ID
K78,5	面容ID
S78,11	Face ID
K79,5	觸控 ID
S79,12	Touch ID
K80,5	觸控ID
S80,11	Touch ID
K81,5	FaceID
S81,13	Face ID
K82,5	TouchID
S82,14	Touch ID
K84,5	Apple Health
S84,19	「健康」
K85,5	蘋果健康
S85,11	「健康」
K86,5	Health App
S86,17	「健康」App
K87,5	Health app
S87,17	「健康」App
K88,5	Apple Wallet
S88,19	「銀包」
K89,5	Wallet App
S89,17	「銀包」App
K90,3	min-columns
S90,16	12
K91,3	max-columns
S91,16	140
K92,3	pronouns
Q92,13,2
S92,14	你
S92,17	您
K96,3	also-wrong-script
S96,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K98,3	regional-terms
M99,5,27
K99,5	添加
S99,9	加入
K100,5	訪問
S100,9	取用
K101,5	視頻
S101,9	影片
K102,5	視頻通話
S102,11	視像通話
K103,5	視頻會議
S103,11	視像會議
K104,5	信息
S104,9	資訊
K105,5	默認
S105,9	預設
K106,5	設置
S106,9	設定
K107,5	獲取
S107,9	取得
K108,5	攝像頭
S108,10	相機
K109,5	相冊
S109,9	相簿
K110,5	屏幕
S110,9	螢幕
K111,5	鼠標
S111,9	滑鼠
K112,5	登錄
S112,9	登入
K113,5	短信
S113,9	短訊
K114,5	個性化
S114,10	個人化
K115,5	質量
S115,9	質素
K116,5	激活
S116,9	啟用
K117,5	二維碼
S117,10	QR 碼
K118,5	菜單
S118,9	選單
K119,5	界面
S119,9	介面
K120,5	搜索
S120,9	搜尋
K121,5	打印
S121,9	列印
K122,5	後台
S122,9	背景
K123,5	應用程序
S123,11	應用程式
K124,5	許可權
S124,10	權限
K125,5	保存
S125,9	儲存
K131,3	colloquial-terms
M132,5,26
K132,5	佢哋
S132,9	他們
K133,5	我哋
S133,9	我們
K134,5	你哋
S134,9	你們
K135,5	而家
S135,9	現在
K136,5	邊度
S136,9	哪裡
K137,5	點樣
S137,9	怎樣
K138,5	影相
S138,9	拍照
K139,5	同埋
S139,9	以及
K140,5	嘅
S140,8	的
K141,5	咗
S141,8	了
K142,5	唔
S142,8	不
K143,5	冇
S143,8	沒有
K144,5	佢
S144,8	他
K145,5	喺
S145,8	在
K146,5	嘢
S146,8	東西
K147,5	啲
S147,8	些
K148,5	睇
S148,8	看
K149,5	嚟
S149,8	來
K150,5	嗰
S150,8	那
K151,5	噉
S151,8	這樣
K152,5	咁
S152,8	這麼
K153,5	攞
S153,8	拿
K154,5	諗
S154,8	想
K155,5	搵
S155,8	找
K156,5	畀
S156,8	給
K157,5	哋
S157,8	們
K158,3	draft-corrections
M159,5,3
K159,5	許可權
S159,10	權限
K160,5	訪問
S160,9	取用
K161,5	存取
S161,9	取用
K162,3	resources
M163,5,7
K163,5	camera
M163,13,3
K163,15	names
Q163,22,4
S163,23	相機
S163,27	攝像頭
S163,32	攝影機
S163,37	鏡頭
K163,42	related
Q163,51,11
S163,52	拍照
S163,56	拍攝
S163,60	掃描
S163,64	掃碼
S163,68	QR
S163,72	影片
S163,76	錄影
S163,80	相片
S163,84	照片
S163,88	自拍
S163,92	錄製
K164,7	does
Q164,13,21
S164,14	拍照
S164,18	拍攝照片和影片
S164,27	拍攝照片或影片
S164,36	拍照和錄影
S164,43	拍照或錄影
S164,50	拍照片
S164,55	拍攝照片
S164,61	拍攝影片
S164,67	拍攝視頻
S164,73	拍影片
S164,78	拍攝
S164,82	錄影
S164,86	錄像
S164,90	錄製影片
S164,96	錄製視頻
S164,102	使用相機
S164,108	使用攝像頭
S164,115	使用攝影機
S164,122	取用相機
S164,128	存取相機
S164,134	訪問相機
K165,5	microphone
M165,17,3
K165,19	names
Q165,26,3
S165,27	咪高風
S165,32	咪高峰
S165,37	麥克風
K165,43	related
Q165,52,6
S165,53	錄音
S165,57	語音
S165,61	聲音
S165,65	通話
S165,69	錄製
S165,73	說話
K166,7	does
Q166,13,18
S166,14	錄音
S166,18	錄製音訊
S166,24	錄製音頻
S166,30	錄製聲音
S166,36	錄製語音
S166,42	擷取聲音
S166,48	擷取音訊
S166,54	採集聲音
S166,60	採集音頻
S166,66	捕獲音頻
S166,72	捕獲音訊
S166,78	聲音擷取
S166,84	聲音採集
S166,90	收音
S166,94	使用麥克風
S166,101	取用麥克風
S166,108	存取麥克風
S166,115	訪問麥克風
K167,5	photos
M167,13,3
K167,15	names
Q167,22,3
S167,23	相簿
S167,27	相冊
S167,31	圖庫
K167,36	related
Q167,45,6
S167,46	相片
S167,50	照片
S167,54	圖片
S167,58	儲存
S167,62	保存
S167,66	影片
K168,7	does
Q168,13,26
S168,14	儲存照片
S168,20	儲存相片
S168,26	儲存圖片
S168,32	保存照片
S168,38	保存圖片
S168,44	儲存到相簿
S168,51	儲存至相簿
S168,58	存入相簿
S168,64	取用照片
S168,70	存取照片
S168,76	存取相簿
S168,82	取用相簿
S168,88	訪問相簿
S168,94	訪問照片
S168,100	存取照片圖庫
S168,108	取用照片圖庫
S168,116	訪問照片圖庫
S168,124	讀取照片
S168,130	讀取相簿
S168,136	使用相簿
S168,142	使用照片
S168,148	選擇照片
S168,154	選取照片
S168,160	選擇相片
S168,166	選擇圖片
S168,172	選取圖片
K169,5	contacts
M169,15,3
K169,17	names
Q169,24,2
S169,25	通訊錄
S169,30	聯絡人
K169,36	related
Q169,45,4
S169,46	好友
S169,50	朋友
S169,54	邀請
S169,58	電話號碼
K170,7	does
Q170,13,7
S170,14	取用聯絡人
S170,21	存取聯絡人
S170,28	讀取聯絡人
S170,35	訪問通訊錄
S170,42	讀取通訊錄
S170,49	存取通訊錄
S170,56	使用通訊錄
K171,5	calendars
M171,16,3
K171,18	names
Q171,25,2
S171,26	日曆
S171,30	行事曆
K171,36	related
Q171,45,4
S171,46	行程
S171,50	事件
S171,54	預約
S171,58	活動
K172,7	does
Q172,13,6
S172,14	取用行事曆
S172,21	存取行事曆
S172,28	讀取行事曆
S172,35	訪問日曆
S172,41	讀取日曆
S172,47	使用行事曆
K173,5	location
M173,15,3
K173,17	names
Q173,24,2
S173,25	位置
S173,29	定位
K173,34	related
Q173,43,7
S173,44	地圖
S173,48	附近
S173,52	導航
S173,56	所在
S173,60	城市
S173,64	天氣
S173,68	路線
K174,7	does
Q174,13,19
S174,14	取得位置
S174,20	取得你的位置
S174,28	取得您的位置
S174,36	取得定位
S174,42	獲取位置
S174,48	獲取你的位置
S174,56	獲取您的位置
S174,64	獲得位置
S174,70	取得目前位置
S174,78	確定位置
S174,84	使用位置
S174,90	使用你的位置
S174,98	使用您的位置
S174,106	取用位置
S174,112	存取位置
S174,118	訪問位置
S174,124	位置資訊
S174,130	位置信息
S174,136	定位
K175,5	bluetooth
M175,16,3
K175,18	names
Q175,25,1
S175,26	藍牙
K175,31	related
Q175,40,5
S175,41	裝置
S175,45	設備
S175,49	配件
S175,53	連接
S175,57	配對
K176,7	does
Q176,13,9
S176,14	使用藍牙
S176,20	取用藍牙
S176,26	存取藍牙
S176,32	訪問藍牙
S176,38	連接藍牙
S176,44	連線藍牙
S176,50	連接藍牙裝置
S176,58	連接藍牙設備
S176,66	搜尋藍牙裝置

"""#

  private static let localeZhHans = #"""
M9,1,16
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
K23,1	settings
M24,3,8
K24,3	app
S24,8	设置
K25,3	privacy
M25,12,2
K25,14	ios15
S25,21	隐私
K25,25	ios16
S25,32	隐私与安全性
K26,3	apps
S26,9	App
K27,3	precise-location
S27,21	精确位置
K28,3	allow-notifications
S28,24	允许通知
K29,3	health-all
S29,15	全部打开
K30,3	screen-time
S30,16	屏幕使用时间
K31,3	content-restrictions
S31,25	内容和隐私访问限制
K34,1	your
M34,7,2
K34,9	possessive
S34,21	你的
K34,25	pronoun
S34,34	你
K36,1	list
M36,7,3
K36,9	separator
S36,20	、
K36,23	and
S36,28	和
K36,31	or
S36,35	或
K38,1	buttons
M39,3,6
K39,3	open-settings
S39,18	前往设置
K40,3	not-now
S40,12	以后再说
K41,3	later
S41,10	下次开启
K42,3	open-now
S42,13	立即开启
K43,3	got-it
S43,11	我知道了
K44,3	continue
S44,13	继续
K47,1	alert-you-before-ios16
S47,25	您
K49,1	alert-buttons
M50,3,10
K50,3	deny
S50,9	不允许
K51,3	ok
S51,7	好
K52,3	allow
S52,10	允许
K53,3	allow-once
S53,15	允许一次
K54,3	allow-while-using
S54,22	使用 App 时允许
K55,3	select-photos
S55,18	选择照片…
K56,3	allow-all-photos
S56,21	允许访问所有照片
K57,3	limit-access
S57,17	限制访问…
K58,3	allow-full-access
S58,22	允许完全访问
K59,3	ask-not-to-track
S59,21	要求 App 不跟踪
K61,1	permissions
M62,3,42
K62,3	camera
M63,5,3
K63,5	resource
S63,15	相机
K64,5	row
S64,10	相机
K65,5	alert-title
S65,18	“%@”想访问你的相机
K66,3	microphone
M67,5,3
K67,5	resource
S67,15	麦克风
K68,5	row
S68,10	麦克风
K69,5	alert-title
S69,18	“%@”想访问你的麦克风
K70,3	photo-library
M71,5,5
K71,5	selected
S71,15	你选择的照片
K72,5	resource
S72,15	照片
K73,5	row
S73,10	照片
K74,5	choice
M74,13,2
K74,15	ios15
S74,22	所有照片
K74,28	ios17
S74,35	完全访问
K75,5	alert-title
S75,18	“%@”想访问你的照片
K76,3	photo-library-add
M77,5,4
K77,5	resource
S77,15	照片
K78,5	row
S78,10	照片
K79,5	choice
S79,13	仅添加照片
K80,5	alert-title
S80,18	“%@”想要加入你的“照片”
K81,3	contacts
M82,5,5
K82,5	selected
S82,15	你选择的联系人
K83,5	resource
S83,15	通讯录
K84,5	row
S84,10	通讯录
K85,5	choice
S85,13	完全访问
K86,5	alert-title
S86,18	“%@”想访问你的通讯录
K87,3	calendars
M88,5,3
K88,5	resource
S88,15	日历
K89,5	row
S89,10	日历
K90,5	alert-title
S90,18	“%@”想访问你的日历
K91,3	calendars-full-access
M92,5,4
K92,5	resource
S92,15	日历
K93,5	row
S93,10	日历
K94,5	choice
S94,13	完全访问
K95,5	alert-title
S95,18	“%@”想完全访问你的日历
K96,3	calendars-write-only
M97,5,4
K97,5	resource
S97,15	日历
K98,5	row
S98,10	日历
K99,5	choice
S99,13	仅添加日程
K100,5	alert-title
S100,18	“%@”想向你的日历添加日程
K101,3	reminders
M102,5,3
K102,5	resource
S102,15	提醒事项
K103,5	row
S103,10	提醒事项
K104,5	alert-title
S104,18	“%@”想访问你的提醒事项
K105,3	reminders-full-access
M106,5,3
K106,5	resource
S106,15	提醒事项
K107,5	row
S107,10	提醒事项
K108,5	alert-title
S108,18	“%@”想完全访问你的提醒事项
K109,3	location-when-in-use
M110,5,5
K110,5	resource
S110,15	位置
K111,5	row
S111,10	位置
K112,5	privacy-row
S112,18	定位服务
K113,5	choice
S113,13	使用 App 期间
K114,5	alert-title
S114,18	允许“%@”使用你的位置？
K115,3	location-always
M116,5,5
K116,5	resource
S116,15	位置
K117,5	row
S117,10	位置
K118,5	privacy-row
S118,18	定位服务
K119,5	choice
S119,13	始终
K120,5	alert-title
S120,18	允许“%@”使用你的位置？
K121,3	location-always-legacy
M122,5,5
K122,5	resource
S122,15	位置
K123,5	row
S123,10	位置
K124,5	privacy-row
S124,18	定位服务
K125,5	choice
S125,13	始终
K126,5	alert-title
S126,18	允许“%@”在你未使用该 App 时访问你的位置？
K127,3	location-legacy
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
S132,18	“%@”想使用你当前的位置
K133,3	bluetooth
M134,5,3
K134,5	resource
S134,15	蓝牙
K135,5	row
S135,10	蓝牙
K136,5	alert-title
S136,18	“%@”想要使用蓝牙
K137,3	bluetooth-peripheral
M138,5,3
K138,5	resource
S138,15	蓝牙
K139,5	row
S139,10	蓝牙
K140,5	alert-title
S140,18	“%@”想要使用蓝牙
K141,3	bluetooth-while-in-use
M142,5,3
K142,5	resource
S142,15	蓝牙
K143,5	row
S143,10	蓝牙
K144,5	alert-title
S144,18	“%@”在使用期间想要使用蓝牙
K145,3	motion
M146,5,3
K146,5	resource
S146,15	运动与健身数据
K147,5	row
S147,10	运动与健身
K148,5	alert-title
S148,18	“%@”想访问你的活动与体能训练记录
K149,3	fall-detection
M150,5,3
K150,5	resource
S150,15	摔倒检测
K151,5	row
S151,10	摔倒检测
K152,5	alert-title
S152,18	“%@”想使用摔倒检测
K153,3	speech-recognition
M154,5,3
K154,5	resource
S154,15	语音识别
K155,5	row
S155,10	语音识别
K156,5	alert-title
S156,18	“%@”想访问语音识别
K157,3	siri
M158,5,3
K158,5	resource
S158,15	Siri
K159,5	row
S159,10	Siri
K160,5	alert-title
S160,18	你要通过 Siri 来使用“%@”吗？
K161,3	media-library
M162,5,3
K162,5	resource
S162,15	媒体资料库
K163,5	row
S163,10	媒体与 Apple Music
K164,5	alert-title
S164,18	“%@”想要访问 Apple Music、你的音乐与视频的相关活动以及你的媒体资料库
K165,3	homekit
M166,5,3
K166,5	resource
S166,15	家庭数据
K167,5	row
S167,10	HomeKit
K168,5	alert-title
S168,18	“%@”想访问你的家庭数据
K169,3	health-share
M170,5,3
K170,5	resource
S170,15	健康数据
K171,5	row
S171,10	健康
K172,5	alert-title
S172,18	“%@”想访问你的健康数据
K173,3	health-update
M174,5,3
K174,5	resource
S174,15	健康数据
K175,5	row
S175,10	健康
K176,5	alert-title
S176,18	允许“%@”更新你的健康数据。
K177,3	health-records
M178,5,3
K178,5	resource
S178,15	健康记录
K179,5	row
S179,10	健康
K180,5	alert-title
S180,18	“%@”想访问你的健康记录
K181,3	face-id
M182,5,5
K182,5	resource
S182,15	面容 ID
K183,5	row
S183,10	面容 ID
K184,5	alert-title
S184,18	你要允许“%@”使用面容 ID 吗？
K185,5	privacy-parent
S185,21	面容 ID 与密码
K186,5	privacy-row
S186,18	其他 App
K187,3	nfc
M188,5,3
K188,5	resource
S188,15	NFC 读取器
K189,5	row
S189,10	NFC
K190,5	alert-title
S190,18	准备扫描
K191,3	tracking
M192,5,5
K192,5	name
S192,11	跟踪
K193,5	resource
S193,15	你在其他公司的 App 和网站上的活动
K194,5	row
S194,10	允许跟踪
K195,5	privacy-row
S195,18	跟踪
K196,5	alert-title
S196,18	允许“%@”跟踪你在其他公司的 App 和网站上的活动吗？
K197,3	local-network
M198,5,3
K198,5	resource
S198,15	本地网络
K199,5	row
S199,10	本地网络
K200,5	alert-title
S200,18	“%@”想要查找并连接到本地网络上的设备
K201,3	focus-status
M202,5,3
K202,5	resource
S202,15	专注模式状态
K203,5	row
S203,10	专注模式
K204,5	alert-title
S204,18	“%@”想访问你的专注模式状态
K205,3	nearby-interaction
M206,5,4
K206,5	resource
S206,15	附近的设备
K207,5	object
S207,13	附近的设备
K208,5	row
S208,10	附近交互
K209,5	alert-title
S209,18	“%@”想查找附近的设备并与之交互
K210,3	nearby-interaction-allow-once
M211,5,4
K211,5	resource
S211,15	附近的设备
K212,5	object
S212,13	附近的设备
K213,5	row
S213,10	附近交互
K214,5	alert-title
S214,18	“%@”想查找附近的设备并与之交互
K215,3	tv-provider
M216,5,3
K216,5	resource
S216,15	电视提供商账户
K217,5	row
S217,10	电视提供商
K218,5	alert-title
S218,18	“%@”想访问你的电视提供商账户
K219,3	sensorkit
M220,5,3
K220,5	resource
S220,15	研究传感器与使用数据
K221,5	row
S221,10	研究传感器与使用数据
K222,5	alert-title
S222,18	“%@”想访问研究传感器与使用数据
K223,3	identity
M224,5,4
K224,5	resource
S224,15	钱包中的身份证件
K225,5	object
S225,13	你钱包中的身份证件
K226,5	row
S226,10	钱包
K227,5	alert-title
S227,18	“%@”想验证你的身份
K228,3	gamekit-friends
M229,5,3
K229,5	resource
S229,15	Game Center 好友
K230,5	row
S230,10	Game Center 好友
K231,5	alert-title
S231,18	“%@”想访问你的 Game Center 好友
K232,3	financial-data
M233,5,3
K233,5	resource
S233,15	财务数据
K234,5	row
S234,10	钱包
K235,5	alert-title
S235,18	“%@”想访问你的财务数据
K236,3	critical-messaging
M237,5,4
K237,5	resource
S237,15	关键信息
K238,5	object
S238,13	关键信息
K239,5	row
S239,10	关键信息
K240,5	alert-title
S240,18	“%@”想发送关键信息
K241,3	alarmkit
M242,5,4
K242,5	resource
S242,15	闹钟
K243,5	object
S243,13	闹钟和计时器
K244,5	row
S244,10	闹钟与计时器
K245,5	alert-title
S245,18	“%@”想设定闹钟和计时器
K246,3	voip
M247,5,3
K247,5	resource
S247,15	网络通话
K248,5	row
S248,10	VoIP
K249,5	alert-title
S249,18	“%@”想在后台接收 VoIP 网络电话
K250,3	notifications
M251,5,3
K251,5	resource
S251,15	通知
K252,5	row
S252,10	通知
K253,5	alert-title
S253,18	“%@”想给你发送通知
K256,1	rules
M257,3,29
K257,3	script
S257,11	hans
K258,3	full-stops
Q258,15,3
S258,16	。
S258,21	！
S258,26	？
K259,3	closing-marks
Q259,18,4
S259,19	”
S259,24	’
S259,29	）
S259,34	」
K260,3	quotes
Q260,11,4
S260,12	“
S260,17	”
S260,22	‘
S260,27	’
K261,3	foreign-quotes
Q261,19,4
S261,20	「
S261,25	」
S261,30	『
S261,35	』
K267,3	restating-hints
Q267,20,25
S267,21	权限
S267,25	许可
S267,29	同意
S267,33	授权
S267,37	允许
S267,41	访问权
S267,46	使用权
S267,51	是否
S268,5	不使用
S268,10	不会
S268,14	并不
S268,18	从不
S268,22	不访问
S268,27	不获取
S268,32	不收集
S268,37	不录制
S268,42	不需要
S268,47	插件
S268,51	外挂
S268,55	套件
S268,59	sdk
S268,64	第三方库
S268,70	框架
S268,74	模块
S268,78	组件
K270,3	restating-short-hints
Q270,26,3
S270,27	访问
S270,31	使用
S270,35	获取
K271,3	restating
Q272,5,9
S272,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S273,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S275,7	(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S276,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S278,7	(是否|可否|能否)(允许|授权|同意).{0,10}(访问|使用|获取|获得|存取|取用|读取)(你|您)?的?.{0,8}$
S279,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S281,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
S283,7	(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)
S284,7	(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)
K286,3	passive
Q287,5,2
S287,7	(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)
S288,7	被(用于|用来|用於|用來)
K291,3	passive-hints
Q291,18,4
S291,19	用于
S291,23	用来
S291,27	用於
S291,31	用來
K292,3	passive-agents
Q292,19,3
S292,20	我们
S292,24	我們
S292,28	本公司
K294,3	passive-assurances
Q294,23,12
S294,24	不会上传
S294,30	不会储存
S294,36	不会存储
S294,42	不会保存
S294,48	不会分享
S294,54	不会离开
S294,60	只在你的设备
S294,68	只在您的设备
S294,76	仅在你的设备
S294,84	仅在您的设备
S294,92	不會上傳
S294,98	不會儲存
K297,3	passive-concerns
Q297,21,15
S297,22	广告
S297,26	营销
S297,30	推广
S297,34	合作伙伴
S297,40	第三方
S297,45	数据分析
S297,51	个性化
S297,56	改善
S297,60	改进
S297,64	提升
S297,68	优化
S297,72	研究
S297,76	共享给
S297,81	分享给
S297,86	廣告
K299,3	passive-negations
S299,22	不未非绝絕
K300,3	reason-markers
Q300,19,24
S300,20	以便
S300,24	用于
S300,28	用来
S300,32	为了
S300,36	以
S300,39	来
S300,42	可以
S300,46	让你
S300,50	让您
S300,54	便于
S300,58	方便
S300,62	从而
S300,66	帮助
S300,70	例如
S300,74	比如
S301,5	如
S301,8	当
S301,11	时
S301,14	才能
S301,18	进行
S301,22	后，
S301,26	用作
S301,30	将
S301,33	把
K304,3	no-reason-words
Q304,20,65
S304,21	到
S304,24	至
S304,27	此应用程序
S304,34	此应用程式
S304,41	应用程序
S304,47	应用程式
S304,53	本应用
S304,58	此应用
S304,63	该应用
S304,68	应用
S304,72	app
S304,77	我们
S304,81	你的
S304,85	您的
S304,89	你
S304,92	您
S304,95	的
S304,98	需要
S304,102	想要
S304,106	希望
S304,110	请
S304,113	允许
S304,117	授权
S304,121	同意
S304,125	权限
S304,129	许可
S304,133	访问
S304,137	使用
S304,141	获取
S304,145	获得
S304,149	存取
S304,153	取用
S304,157	开启
S304,161	打开
S304,165	才能
S304,169	以便
S304,173	用于
S304,177	用来
S304,181	以
S304,184	来
S304,187	进行
S304,191	功能
S304,195	相关
S304,199	正常
S304,203	某些
S304,207	部分
S304,211	此
S304,214	本
S304,217	该
S304,220	会
S304,223	将
S304,226	可以
S304,230	可
S304,233	能
S304,236	要
S304,239	和
S304,242	及
S304,245	与
S304,248	或
S304,251	并
S304,254	这
S304,257	被
S304,260	为
S304,263	信息
S304,267	数据
K305,3	vague-phrases
Q305,18,32
S305,19	更好的体验
S305,26	更好地体验
S305,33	提升体验
S305,39	提升用户体验
S305,47	优化体验
S305,53	更佳体验
S305,59	最佳体验
S305,65	更好的服务
S306,5	提供更好
S306,11	更优质的服务
S306,19	改善体验
S306,25	更流畅的体验
S306,33	最佳…体验
S306,40	最好…体验
S306,47	提升…体验
S306,54	更好…体验
S306,61	优化…体验
S306,68	改善…体验
S307,5	提升服务
S307,11	优化服务
S307,17	改善服务
S307,23	改进服务
S307,29	完善服务
S307,35	改进产品
S308,5	音频相关功能
S308,13	相机相关功能
S308,21	麦克风相关功能
S308,30	定位相关功能
S308,38	位置相关功能
S308,46	相册相关功能
S308,54	照片相关功能
S308,62	蓝牙相关功能
K309,3	placeholders
Q309,17,14
S309,18	TODO
S309,24	TBD
S309,29	FIXME
S309,36	XXX
S309,41	lorem ipsum
S309,54	待定
S309,58	待翻译
S309,63	待翻譯
S309,68	待补充
S309,73	待補充
S309,78	占位
S309,82	此处填写
S309,88	翻译中
S309,93	$(
K311,3	placeholder-values
Q311,23,11
S311,24	是
S311,27	否
S311,30	无
S311,33	描述
S311,37	说明
S311,41	用途说明
S311,47	权限说明
S311,53	使用说明
S311,59	文本
S311,63	测试
S311,67	允许
K313,3	doubled-words
Q313,18,13
S313,19	的
S313,22	你的
S313,26	您的
S313,30	我们的
S313,35	你
S313,38	您
S313,41	在
S313,44	是
S313,47	和
S313,50	与
S313,53	把
S313,56	将
S313,59	了
K316,3	read-words
Q316,15,16
S316,16	选择
S316,20	选取
S316,24	上传
S316,28	分享
S316,32	发送
S316,36	浏览
S316,40	查看
S316,44	读取
S316,48	导入
S316,52	识别
S316,56	使用你的
S316,62	使用您的
S316,68	同步
S316,72	追踪
S316,76	跟踪
S316,80	监测
K317,3	write-words
Q317,16,7
S317,17	保存
S317,21	存储
S317,25	储存
S317,29	存入
S317,33	导出
S317,37	写入
S317,41	同步
K319,3	apple-names
M320,5,10
K320,5	Face ID
S320,14	面容 ID
K321,5	FaceID
S321,13	面容 ID
K322,5	Touch ID
S322,15	触控 ID
K323,5	TouchID
S323,14	触控 ID
K325,5	Apple Health
S325,19	“健康”
K326,5	苹果健康
S326,11	“健康”
K327,5	Health App
S327,17	“健康”App
K328,5	Health app
S328,17	“健康”App
K329,5	Apple Wallet
S329,19	“钱包”
K330,5	Wallet App
S330,17	“钱包”App
K333,3	regional-terms
M334,5,14
K334,5	存取
S334,9	访问
K335,5	联络人
S335,10	联系人
K336,5	聯絡人
S336,10	联系人
K337,5	汇入
S337,9	导入
K338,5	匯入
S338,9	导入
K339,5	汇出
S339,9	导出
K340,5	匯出
S340,9	导出
K341,5	应用程式
S341,11	应用
K342,5	應用程式
S342,11	应用
K343,5	使用者
S343,10	用户
K344,5	位址
S344,9	地址
K345,5	登入
S345,9	登录
K346,5	软体
S346,9	软件
K347,5	軟體
S347,9	软件
K348,3	min-columns
S348,16	12
K349,3	max-columns
S349,16	140
K350,3	pronouns
Q350,13,2
S350,14	你
S350,17	您
K352,3	also-wrong-script
S352,22	後夥徵摺菸麽箝麴於
K353,3	resources
M354,5,11
K354,5	camera
M354,13,3
K354,15	names
Q354,22,3
S354,23	相机
S354,27	摄像头
S354,32	镜头
K354,37	related
Q354,46,11
S354,47	拍照
S354,51	拍摄
S354,55	扫描
S354,59	扫码
S354,63	二维码
S354,68	QR
S354,72	视频
S354,76	录像
S354,80	照片
S354,84	自拍
S354,88	录制
K355,7	does
Q355,13,17
S355,14	拍照
S355,18	拍摄照片和视频
S355,27	拍摄照片或视频
S355,36	拍照和录像
S355,43	拍照或录像
S355,50	拍照片
S355,55	拍摄照片
S355,61	拍摄视频
S355,67	拍视频
S355,72	拍摄
S355,76	录像
S355,80	录影
S355,84	录制视频
S355,90	使用相机
S355,96	使用摄像头
S355,103	访问相机
S355,109	访问摄像头
K356,5	microphone
M356,17,3
K356,19	names
Q356,26,2
S356,27	麦克风
S356,32	话筒
K356,37	related
Q356,46,6
S356,47	录音
S356,51	语音
S356,55	声音
S356,59	通话
S356,63	录制
S356,67	说话
K357,7	does
Q357,13,11
S357,14	录音
S357,18	录制音频
S357,24	录制声音
S357,30	录制语音
S357,36	采集声音
S357,42	采集音频
S357,48	捕获音频
S357,54	声音采集
S357,60	收音
S357,64	使用麦克风
S357,71	访问麦克风
K358,5	photos
M358,13,3
K358,15	names
Q358,22,3
S358,23	相册
S358,27	图库
S358,31	照片图库
K358,38	related
Q358,47,7
S358,48	照片
S358,52	图片
S358,56	保存
S358,60	存储
S358,64	壁纸
S358,68	视频
S358,72	相片
K359,7	does
Q359,13,18
S359,14	保存照片
S359,20	保存图片
S359,26	保存到相册
S359,33	保存至相册
S359,40	存储照片
S359,46	储存照片
S359,52	访问相册
S359,58	访问照片
S359,64	访问照片图库
S359,72	访问图库
S359,78	读取照片
S359,84	读取相册
S359,90	使用相册
S359,96	使用照片
S359,102	选择照片
S359,108	选取照片
S359,114	选择图片
S359,120	选取图片
K360,5	contacts
M360,15,3
K360,17	names
Q360,24,2
S360,25	通讯录
S360,30	联系人
K360,36	related
Q360,45,4
S360,46	好友
S360,50	朋友
S360,54	邀请
S360,58	电话号码
K361,7	does
Q361,13,5
S361,14	访问通讯录
S361,21	读取通讯录
S361,28	访问联系人
S361,35	读取联系人
S361,42	使用通讯录
K362,5	calendars
M362,16,3
K362,18	names
Q362,25,1
S362,26	日历
K362,31	related
Q362,40,5
S362,41	日程
S362,45	事件
S362,49	预约
S362,53	活动
S362,57	预订
K363,7	does
Q363,13,3
S363,14	访问日历
S363,20	读取日历
S363,26	使用日历
K364,5	reminders
M364,16,3
K364,18	names
Q364,25,1
S364,26	提醒事项
K364,33	related
Q364,42,3
S364,43	待办
S364,47	任务
S364,51	提醒
K365,7	does
Q365,13,2
S365,14	访问提醒事项
S365,22	读取提醒事项
K366,5	location
M366,15,3
K366,17	names
Q366,24,2
S366,25	位置
S366,29	定位
K366,34	related
Q366,43,7
S366,44	地图
S366,48	附近
S366,52	导航
S366,56	所在
S366,60	城市
S366,64	天气
S366,68	路线
K367,7	does
Q367,13,13
S367,14	获取位置
S367,20	获取你的位置
S367,28	获取您的位置
S367,36	获取定位
S367,42	获得位置
S367,48	获取当前位置
S367,56	确定位置
S367,62	使用位置
S367,68	使用你的位置
S367,76	使用您的位置
S367,84	访问位置
S367,90	位置信息
S367,96	定位
K368,5	bluetooth
M368,16,3
K368,18	names
Q368,25,1
S368,26	蓝牙
K368,31	related
Q368,40,4
S368,41	设备
S368,45	配件
S368,49	连接
S368,53	配对
K369,7	does
Q369,13,5
S369,14	使用蓝牙
S369,20	访问蓝牙
S369,26	连接蓝牙
S369,32	连接蓝牙设备
S369,40	搜索蓝牙设备
K370,5	health
M370,13,3
K370,15	names
Q370,22,2
S370,23	健康数据
S370,29	“健康”
K370,36	related
Q370,45,6
S370,46	运动
S370,50	步数
S370,54	心率
S370,58	睡眠
S370,62	体重
S370,66	血糖
K371,7	does
Q371,13,3
S371,14	读取健康数据
S371,22	写入健康数据
S371,30	访问健康数据
K372,5	face-id
M372,14,3
K372,16	names
Q372,23,3
S372,24	面容 ID
S372,31	Face ID
S372,40	FaceID
K372,49	related
Q372,58,4
S372,59	解锁
S372,63	验证
S372,67	登录
S372,71	身份
K373,7	does
Q373,13,5
S373,14	使用面容 id
S373,23	使用 face id
S373,35	身份验证
S373,41	验证身份
S373,47	进行身份验证
K374,5	speech-recognition
M374,25,3
K374,27	names
Q374,34,1
S374,35	语音识别
K374,42	related
Q374,51,4
S374,52	听写
S374,56	转写
S374,60	语音
S374,64	转录
K375,7	does
Q375,13,4
S375,14	语音识别
S375,20	识别语音
S375,26	使用语音识别
S375,34	语音转文字

"""#

  private static let localeZhHant = #"""
M9,1,16
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
K23,1	settings
M24,3,8
K24,3	app
S24,8	設定
K25,3	privacy
M25,12,2
K25,14	ios15
S25,21	隱私權
K25,26	ios16
S25,33	隱私權與安全性
K26,3	apps
S26,9	App
K27,3	precise-location
S27,21	精確位置
K28,3	allow-notifications
S28,24	允許通知
K29,3	health-all
S29,15	全部開啟
K30,3	screen-time
S30,16	螢幕使用時間
K31,3	content-restrictions
S31,25	內容與隱私權限制
K34,1	your
M34,7,2
K34,9	possessive
S34,21	你的
K34,25	pronoun
S34,34	你
K36,1	list
M36,7,3
K36,9	separator
S36,20	、
K36,23	and
S36,28	和
K36,31	or
S36,35	或
K38,1	buttons
M39,3,6
K39,3	open-settings
S39,18	前往設定
K40,3	not-now
S40,12	稍後再說
K41,3	later
S41,10	稍後開啟
K42,3	open-now
S42,13	立即開啟
K43,3	got-it
S43,11	我知道了
K44,3	continue
S44,13	繼續
K47,1	alert-you-before-ios16
S47,25	您
K49,1	alert-buttons
M50,3,10
K50,3	deny
S50,9	不允許
K51,3	ok
S51,7	好
K52,3	allow
S52,10	允許
K53,3	allow-once
S53,15	允許一次
K54,3	allow-while-using
S54,22	使用 App 期間允許
K55,3	select-photos
S55,18	選取照片⋯
K56,3	allow-all-photos
S56,21	允許取用所有照片
K57,3	limit-access
S57,17	限制取用⋯
K58,3	allow-full-access
S58,22	允許完整取用
K59,3	ask-not-to-track
S59,21	要求 App 不要追蹤
K61,1	permissions
M62,3,42
K62,3	camera
M63,5,3
K63,5	resource
S63,15	相機
K64,5	row
S64,10	相機
K65,5	alert-title
S65,18	「%@」想要取用你的相機
K66,3	microphone
M67,5,3
K67,5	resource
S67,15	麥克風
K68,5	row
S68,10	麥克風
K69,5	alert-title
S69,18	「%@」想要取用你的麥克風
K70,3	photo-library
M71,5,5
K71,5	selected
S71,15	你選取的照片
K72,5	resource
S72,15	照片
K73,5	row
S73,10	照片
K74,5	choice
M74,13,2
K74,15	ios15
S74,22	所有照片
K74,28	ios17
S74,35	完整取用
K75,5	alert-title
S75,18	「%@」想要取用你的照片
K76,3	photo-library-add
M77,5,4
K77,5	resource
S77,15	照片
K78,5	row
S78,10	照片
K79,5	choice
S79,13	僅加入照片
K80,5	alert-title
S80,18	「%@」想要加入你的「照片」
K81,3	contacts
M82,5,5
K82,5	selected
S82,15	你選取的聯絡人
K83,5	resource
S83,15	聯絡人
K84,5	row
S84,10	聯絡人
K85,5	choice
S85,13	完整取用
K86,5	alert-title
S86,18	「%@」想要取用聯絡人
K87,3	calendars
M88,5,3
K88,5	resource
S88,15	行事曆
K89,5	row
S89,10	行事曆
K90,5	alert-title
S90,18	「%@」想要取用你的行事曆
K91,3	calendars-full-access
M92,5,4
K92,5	resource
S92,15	行事曆
K93,5	row
S93,10	行事曆
K94,5	choice
S94,13	完整取用
K95,5	alert-title
S95,18	「%@」想要完整取用你的行事曆
K96,3	calendars-write-only
M97,5,4
K97,5	resource
S97,15	行事曆
K98,5	row
S98,10	行事曆
K99,5	choice
S99,13	僅加入行程
K100,5	alert-title
S100,18	「%@」想要將行程加入你的行事曆
K101,3	reminders
M102,5,3
K102,5	resource
S102,15	提醒事項
K103,5	row
S103,10	提醒事項
K104,5	alert-title
S104,18	「%@」想要取用你的提醒事項
K105,3	reminders-full-access
M106,5,3
K106,5	resource
S106,15	提醒事項
K107,5	row
S107,10	提醒事項
K108,5	alert-title
S108,18	「%@」想要完整取用你的提醒事項
K109,3	location-when-in-use
M110,5,5
K110,5	resource
S110,15	位置
K111,5	row
S111,10	位置
K112,5	privacy-row
S112,18	定位服務
K113,5	choice
S113,13	使用 App 期間
K114,5	alert-title
S114,18	要允許「%@」使用你的位置嗎？
K115,3	location-always
M116,5,5
K116,5	resource
S116,15	位置
K117,5	row
S117,10	位置
K118,5	privacy-row
S118,18	定位服務
K119,5	choice
S119,13	永遠
K120,5	alert-title
S120,18	要允許「%@」使用你的位置嗎？
K121,3	location-always-legacy
M122,5,5
K122,5	resource
S122,15	位置
K123,5	row
S123,10	位置
K124,5	privacy-row
S124,18	定位服務
K125,5	choice
S125,13	永遠
K126,5	alert-title
S126,18	要允許「%@」在你未使用 App 時取用你的位置嗎？
K127,3	location-legacy
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
S132,18	「%@」想要使用你的目前位置
K133,3	bluetooth
M134,5,3
K134,5	resource
S134,15	藍牙
K135,5	row
S135,10	藍牙
K136,5	alert-title
S136,18	「%@」想要使用藍牙
K137,3	bluetooth-peripheral
M138,5,3
K138,5	resource
S138,15	藍牙
K139,5	row
S139,10	藍牙
K140,5	alert-title
S140,18	「%@」想要使用藍牙
K141,3	bluetooth-while-in-use
M142,5,3
K142,5	resource
S142,15	藍牙
K143,5	row
S143,10	藍牙
K144,5	alert-title
S144,18	「%@」想要在使用期間使用藍牙
K145,3	motion
M146,5,3
K146,5	resource
S146,15	動作與健身資料
K147,5	row
S147,10	動作與健身
K148,5	alert-title
S148,18	「%@」想要取用你的動作與健身記錄
K149,3	fall-detection
M150,5,3
K150,5	resource
S150,15	跌倒偵測
K151,5	row
S151,10	跌倒偵測
K152,5	alert-title
S152,18	「%@」想要使用跌倒偵測
K153,3	speech-recognition
M154,5,3
K154,5	resource
S154,15	語音辨識
K155,5	row
S155,10	語音辨識
K156,5	alert-title
S156,18	「%@」想要取用語音辨識
K157,3	siri
M158,5,3
K158,5	resource
S158,15	Siri
K159,5	row
S159,10	Siri
K160,5	alert-title
S160,18	你要將「%@」與 Siri 搭配使用嗎？
K161,3	media-library
M162,5,3
K162,5	resource
S162,15	媒體資料庫
K163,5	row
S163,10	媒體與 Apple Music
K164,5	alert-title
S164,18	「%@」想要取用 Apple Music、你的音樂和影片活動和媒體資料庫
K165,3	homekit
M166,5,3
K166,5	resource
S166,15	家庭資料
K167,5	row
S167,10	HomeKit
K168,5	alert-title
S168,18	「%@」想要取用你的家庭資料
K169,3	health-share
M170,5,3
K170,5	resource
S170,15	健康資料
K171,5	row
S171,10	健康
K172,5	alert-title
S172,18	「%@」想要取用你的健康資料
K173,3	health-update
M174,5,3
K174,5	resource
S174,15	健康資料
K175,5	row
S175,10	健康
K176,5	alert-title
S176,18	允許「%@」更新你的健康資料。
K177,3	health-records
M178,5,3
K178,5	resource
S178,15	健康紀錄
K179,5	row
S179,10	健康
K180,5	alert-title
S180,18	「%@」想要取用你的健康紀錄
K181,3	face-id
M182,5,5
K182,5	resource
S182,15	Face ID
K183,5	row
S183,10	Face ID
K184,5	alert-title
S184,18	要允許「%@」使用 Face ID 嗎？
K185,5	privacy-parent
S185,21	Face ID 與密碼
K186,5	privacy-row
S186,18	其他 App
K187,3	nfc
M188,5,3
K188,5	resource
S188,15	NFC 讀取器
K189,5	row
S189,10	NFC
K190,5	alert-title
S190,18	準備掃描
K191,3	tracking
M192,5,5
K192,5	name
S192,11	追蹤
K193,5	resource
S193,15	你在其他公司的 App 和網站上的活動
K194,5	row
S194,10	允許追蹤
K195,5	privacy-row
S195,18	追蹤
K196,5	alert-title
S196,18	要允許「%@」追蹤你在其他公司 App 和網站的記錄嗎？
K197,3	local-network
M198,5,3
K198,5	resource
S198,15	區域網路
K199,5	row
S199,10	區域網路
K200,5	alert-title
S200,18	「%@」想要尋找並連接你區域網路上的裝置
K201,3	focus-status
M202,5,3
K202,5	resource
S202,15	專注模式狀態
K203,5	row
S203,10	專注模式
K204,5	alert-title
S204,18	「%@」想要取用你的專注模式狀態
K205,3	nearby-interaction
M206,5,4
K206,5	resource
S206,15	附近的裝置
K207,5	object
S207,13	附近的裝置
K208,5	row
S208,10	附近互動
K209,5	alert-title
S209,18	「%@」想要尋找附近的裝置並與之互動
K210,3	nearby-interaction-allow-once
M211,5,4
K211,5	resource
S211,15	附近的裝置
K212,5	object
S212,13	附近的裝置
K213,5	row
S213,10	附近互動
K214,5	alert-title
S214,18	「%@」想要尋找附近的裝置並與之互動
K215,3	tv-provider
M216,5,3
K216,5	resource
S216,15	電視業者帳號
K217,5	row
S217,10	電視業者
K218,5	alert-title
S218,18	「%@」想要取用你的電視業者帳號
K219,3	sensorkit
M220,5,3
K220,5	resource
S220,15	研究感測器與使用資料
K221,5	row
S221,10	研究感測器與使用資料
K222,5	alert-title
S222,18	「%@」想要取用研究感測器與使用資料
K223,3	identity
M224,5,4
K224,5	resource
S224,15	錢包中的身分證件
K225,5	object
S225,13	你錢包中的身分證件
K226,5	row
S226,10	錢包
K227,5	alert-title
S227,18	「%@」想要驗證你的身分
K228,3	gamekit-friends
M229,5,3
K229,5	resource
S229,15	Game Center 好友
K230,5	row
S230,10	Game Center 好友
K231,5	alert-title
S231,18	「%@」想要取用你的 Game Center 好友
K232,3	financial-data
M233,5,3
K233,5	resource
S233,15	財務資料
K234,5	row
S234,10	錢包
K235,5	alert-title
S235,18	「%@」想要取用你的財務資料
K236,3	critical-messaging
M237,5,4
K237,5	resource
S237,15	重要訊息
K238,5	object
S238,13	重要訊息
K239,5	row
S239,10	重要訊息
K240,5	alert-title
S240,18	「%@」想要傳送重要訊息
K241,3	alarmkit
M242,5,4
K242,5	resource
S242,15	鬧鐘
K243,5	object
S243,13	鬧鐘和計時器
K244,5	row
S244,10	鬧鐘與計時器
K245,5	alert-title
S245,18	「%@」想要設定鬧鐘與計時器
K246,3	voip
M247,5,3
K247,5	resource
S247,15	網路通話
K248,5	row
S248,10	VoIP
K249,5	alert-title
S249,18	「%@」想要在背景接收 VoIP 通話
K250,3	notifications
M251,5,3
K251,5	resource
S251,15	通知
K252,5	row
S252,10	通知
K253,5	alert-title
S253,18	「%@」想要傳送通知
K256,1	rules
M257,3,32
K257,3	script
S257,11	hant
K258,3	full-stops
Q258,15,3
S258,16	。
S258,21	！
S258,26	？
K259,3	closing-marks
Q259,18,4
S259,19	」
S259,24	』
S259,29	）
S259,34	”
K260,3	quotes
Q260,11,4
S260,12	「
S260,17	」
S260,22	『
S260,27	』
K261,3	foreign-quotes
Q261,19,2
S261,20	“
S261,25	”
K265,3	restating-hints
Q265,20,30
S265,21	權限
S265,25	許可
S265,29	同意
S265,33	授權
S265,37	允許
S265,41	存取權
S265,46	取用權
S265,51	是否
S266,5	不使用
S266,10	不會
S266,14	並不
S266,18	從不
S266,22	不取用
S266,27	不存取
S266,32	不訪問
S266,37	不獲取
S266,42	不取得
S266,47	不收集
S266,52	不錄製
S266,57	不需要
S266,62	插件
S266,66	外掛
S266,70	套件
S266,74	sdk
S266,79	第三方庫
S266,85	框架
S266,89	模組
S266,93	模塊
S266,97	元件
S266,101	組件
K268,3	restating-short-hints
Q268,26,6
S268,27	取用
S268,31	存取
S268,35	使用
S268,39	取得
S268,43	訪問
S268,47	獲取
K269,3	restating
Q270,5,9
S270,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S271,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S273,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S274,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S276,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S277,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S279,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S281,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S282,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K284,3	passive
Q285,5,2
S285,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S286,7	被(用於|用來|用于|用来)
K289,3	passive-hints
Q289,18,4
S289,19	用於
S289,23	用來
S289,27	用于
S289,31	用来
K290,3	passive-agents
Q290,19,3
S290,20	我們
S290,24	我们
S290,28	本公司
K292,3	passive-assurances
Q292,23,12
S292,24	不會上傳
S292,30	不會儲存
S292,36	不會保存
S292,42	不會分享
S292,48	不會離開
S292,54	只在你的裝置
S292,62	只在您的裝置
S292,70	僅在你的裝置
S292,78	僅在您的裝置
S292,86	不会上传
S292,92	不会储存
S292,98	不会保存
K295,3	passive-concerns
Q295,21,19
S295,22	廣告
S295,26	行銷
S295,30	營銷
S295,34	推廣
S295,38	合作夥伴
S295,44	合作伙伴
S295,50	第三方
S295,55	數據分析
S295,61	資料分析
S295,67	個人化
S295,72	個性化
S295,77	改善
S295,81	改進
S295,85	提升
S295,89	優化
S295,93	研究
S295,97	共享給
S295,102	分享給
S295,107	广告
K297,3	passive-negations
S297,22	不未非絕绝
K298,3	reason-markers
Q298,19,24
S298,20	以便
S298,24	用於
S298,28	用來
S298,32	為了
S298,36	以
S298,39	來
S298,42	可以
S298,46	讓你
S298,50	讓您
S298,54	便於
S298,58	方便
S298,62	從而
S298,66	幫助
S298,70	例如
S298,74	比如
S299,5	如
S299,8	當
S299,11	時
S299,14	才能
S299,18	進行
S299,22	後，
S299,26	用作
S299,30	將
S299,33	把
K302,3	no-reason-words
Q302,20,68
S302,21	到
S302,24	至
S302,27	此應用程式
S302,34	此應用程序
S302,41	應用程式
S302,47	應用程序
S302,53	本應用
S302,58	此應用
S302,63	該應用
S302,68	應用
S302,72	app
S302,77	我們
S302,81	你的
S302,85	您的
S302,89	你
S302,92	您
S302,95	的
S302,98	需要
S302,102	想要
S302,106	希望
S302,110	請
S302,113	允許
S302,117	授權
S302,121	同意
S302,125	權限
S302,129	許可
S302,133	取用
S302,137	存取
S302,141	使用
S302,145	取得
S302,149	獲取
S302,153	獲得
S302,157	訪問
S302,161	開啟
S302,165	打開
S302,169	才能
S302,173	以便
S302,177	用於
S302,181	用來
S302,185	以
S302,188	來
S302,191	進行
S302,195	功能
S302,199	相關
S302,203	正常
S302,207	某些
S302,211	部分
S302,215	此
S302,218	本
S302,221	該
S302,224	會
S302,227	將
S302,230	可以
S302,234	可
S302,237	能
S302,240	要
S302,243	和
S302,246	及
S302,249	與
S302,252	或
S302,255	並
S302,258	這
S302,261	被
S302,264	為
S302,267	資訊
S302,271	資料
S302,275	信息
S302,279	數據
K303,3	vague-phrases
Q303,18,33
S303,19	更好的體驗
S303,26	更好地體驗
S303,33	提升體驗
S303,39	提升使用者體驗
S303,48	優化體驗
S303,54	更佳體驗
S303,60	最佳體驗
S303,66	更好的服務
S304,5	提供更好
S304,11	更優質的服務
S304,19	改善體驗
S304,25	更流暢的體驗
S304,33	最佳…體驗
S304,40	最好…體驗
S304,47	提升…體驗
S304,54	更好…體驗
S304,61	優化…體驗
S304,68	改善…體驗
S305,5	提升服務
S305,11	優化服務
S305,17	改善服務
S305,23	改進服務
S305,29	完善服務
S305,35	改進產品
S306,5	音訊相關功能
S306,13	音頻相關功能
S306,21	相機相關功能
S306,29	麥克風相關功能
S306,38	定位相關功能
S306,46	位置相關功能
S306,54	相簿相關功能
S306,62	照片相關功能
S306,70	藍牙相關功能
K307,3	placeholders
Q307,17,13
S307,18	TODO
S307,24	TBD
S307,29	FIXME
S307,36	XXX
S307,41	lorem ipsum
S307,54	待定
S307,58	待翻譯
S307,63	待翻译
S307,68	待補充
S307,73	佔位
S307,77	此處填寫
S307,83	翻譯中
S307,88	$(
K309,3	placeholder-values
Q309,23,11
S309,24	是
S309,27	否
S309,30	無
S309,33	描述
S309,37	說明
S309,41	用途說明
S309,47	權限說明
S309,53	使用說明
S309,59	文字
S309,63	測試
S309,67	允許
K311,3	doubled-words
Q311,18,13
S311,19	的
S311,22	你的
S311,26	您的
S311,30	我們的
S311,35	你
S311,38	您
S311,41	在
S311,44	是
S311,47	和
S311,50	與
S311,53	把
S311,56	將
S311,59	了
K314,3	read-words
Q314,15,16
S314,16	選擇
S314,20	選取
S314,24	上傳
S314,28	分享
S314,32	傳送
S314,36	瀏覽
S314,40	檢視
S314,44	查看
S314,48	讀取
S314,52	匯入
S314,56	辨識
S314,60	使用你的
S314,66	使用您的
S314,72	同步
S314,76	追蹤
S314,80	監測
K315,3	write-words
Q315,16,6
S315,17	儲存
S315,21	保存
S315,25	存入
S315,29	匯出
S315,33	寫入
S315,37	同步
K317,3	apple-names
M318,5,12
K318,5	面容 ID
S318,12	Face ID
K319,5	面容ID
S319,11	Face ID
K320,5	觸控 ID
S320,12	Touch ID
K321,5	觸控ID
S321,11	Touch ID
K322,5	FaceID
S322,13	Face ID
K323,5	TouchID
S323,14	Touch ID
K325,5	Apple Health
S325,19	「健康」
K326,5	蘋果健康
S326,11	「健康」
K327,5	Health App
S327,17	「健康」App
K328,5	Health app
S328,17	「健康」App
K329,5	Apple Wallet
S329,19	「錢包」
K330,5	Wallet App
S330,17	「錢包」App
K331,3	min-columns
S331,16	12
K332,3	max-columns
S332,16	140
K333,3	pronouns
Q333,13,2
S333,14	你
S333,17	您
K337,3	also-wrong-script
S337,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K340,3	regional-terms
M341,5,75
K341,5	訪問
S341,9	取用
K342,5	視頻
S342,9	影片
K343,5	用戶
S343,9	使用者
K344,5	信息
S344,9	資訊
K345,5	默認
S345,9	預設
K346,5	網絡
S346,9	網路
K347,5	軟件
S347,9	軟體
K348,5	硬件
S348,9	硬體
K349,5	設置
S349,9	設定
K350,5	數據
S350,9	資料
K351,5	設備
S351,9	裝置
K352,5	獲取
S352,9	取得
K353,5	攝像頭
S353,10	相機
K354,5	相冊
S354,9	相簿
K355,5	屏幕
S355,9	螢幕
K356,5	鼠標
S356,9	滑鼠
K357,5	內存
S357,9	記憶體
K358,5	登錄
S358,9	登入
K359,5	短信
S359,9	簡訊
K360,5	個性化
S360,10	個人化
K361,5	質量
S361,9	品質
K362,5	激活
S362,9	啟用
K363,5	服務器
S363,10	伺服器
K364,5	緩存
S364,9	快取
K365,5	二維碼
S365,10	QR 碼
K366,5	實時
S366,9	即時
K367,5	在線
S367,9	線上
K368,5	賬號
S368,9	帳號
K369,5	賬戶
S369,9	帳號
K370,5	菜單
S370,9	選單
K371,5	界面
S371,9	介面
K372,5	運行
S372,9	執行
K373,5	兼容
S373,9	相容
K374,5	搜索
S374,9	搜尋
K375,5	粘貼
S375,9	貼上
K376,5	打印
S376,9	列印
K377,5	刷新
S377,9	重新整理
K378,5	導出
S378,9	匯出
K379,5	導入
S379,9	匯入
K380,5	咪高風
S380,10	麥克風
K381,5	咪高峰
S381,10	麥克風
K382,5	後台
S382,9	背景
K383,5	應用程序
S383,11	應用程式
K384,5	當前
S384,9	目前
K385,5	添加
S385,9	新增
K386,5	保存
S386,9	儲存
K387,5	許可權
S387,10	權限
K388,5	本地網路
S388,11	區域網路
K389,5	位置訊息
S389,11	位置資訊
K390,5	音頻
S390,9	音訊
K391,5	插件
S391,9	外掛程式
K392,5	語音識別
S392,11	語音辨識
K393,5	人臉識別
S393,11	臉部辨識
K394,5	文字消息
S394,11	文字訊息
K396,5	卸載
S396,9	解除安裝
K397,5	鏈接
S397,9	連結
K398,5	點擊
S398,9	點一下
K399,5	智能
S399,9	智慧
K400,5	優化
S400,9	最佳化
K401,5	字體
S401,9	字型
K402,5	文本
S402,9	文字
K403,5	信號
S403,9	訊號
K404,5	數碼
S404,9	數位
K405,5	移動數據
S405,11	行動數據
K406,5	移動網絡
S406,11	行動網路
K407,5	日曆
S407,9	行事曆
K408,5	攝像機
S408,10	攝影機
K409,5	截屏
S409,9	截圖
K410,5	全屏
S410,9	全螢幕
K411,5	存儲
S411,9	儲存
K413,5	視頻通話
S413,11	視訊通話
K414,5	視頻會議
S414,11	視訊會議
K415,5	視頻聊天
S415,11	視訊聊天
K416,5	傳感器
S416,10	感測器
K417,5	識別
S417,9	辨識
K419,3	regional-exceptions
Q419,24,7
S419,25	行動數據
S419,31	數據機
S419,36	統計數據
S419,42	大數據
S419,47	識別碼
S419,52	識別證
S419,57	識別符
K425,3	colloquial-terms
M426,5,26
K426,5	佢哋
S426,9	他們
K427,5	我哋
S427,9	我們
K428,5	你哋
S428,9	你們
K429,5	而家
S429,9	現在
K430,5	邊度
S430,9	哪裡
K431,5	點樣
S431,9	怎樣
K432,5	影相
S432,9	拍照
K433,5	同埋
S433,9	以及
K434,5	嘅
S434,8	的
K435,5	咗
S435,8	了
K436,5	唔
S436,8	不
K437,5	冇
S437,8	沒有
K438,5	佢
S438,8	他
K439,5	喺
S439,8	在
K440,5	嘢
S440,8	東西
K441,5	啲
S441,8	些
K442,5	睇
S442,8	看
K443,5	嚟
S443,8	來
K444,5	嗰
S444,8	那
K445,5	噉
S445,8	這樣
K446,5	咁
S446,8	這麼
K447,5	攞
S447,8	拿
K448,5	諗
S448,8	想
K449,5	搵
S449,8	找
K450,5	畀
S450,8	給
K451,5	哋
S451,8	們
K452,3	draft-corrections
M453,5,7
K453,5	許可權
S453,10	權限
K454,5	訪問
S454,9	取用
K455,5	存取
S455,9	取用
K457,5	影象
S457,9	影像
K458,5	圖象
S458,9	圖像
K459,5	頭象
S459,9	頭像
K460,5	錄象
S460,9	錄影
K461,3	resources
M462,5,11
K462,5	camera
M462,13,3
K462,15	names
Q462,22,4
S462,23	相機
S462,27	攝像頭
S462,32	攝影機
S462,37	鏡頭
K462,42	related
Q462,51,11
S462,52	拍照
S462,56	拍攝
S462,60	掃描
S462,64	掃碼
S462,68	條碼
S462,72	QR
S462,76	影片
S462,80	錄影
S462,84	照片
S462,88	自拍
S462,92	錄製
K463,7	does
Q463,13,21
S463,14	拍照
S463,18	拍攝照片和影片
S463,27	拍攝照片或影片
S463,36	拍照和錄影
S463,43	拍照或錄影
S463,50	拍照片
S463,55	拍攝照片
S463,61	拍攝影片
S463,67	拍攝視頻
S463,73	拍影片
S463,78	拍攝
S463,82	錄影
S463,86	錄像
S463,90	錄製影片
S463,96	錄製視頻
S463,102	使用相機
S463,108	使用攝像頭
S463,115	使用攝影機
S463,122	取用相機
S463,128	存取相機
S463,134	訪問相機
K464,5	microphone
M464,17,3
K464,19	names
Q464,26,3
S464,27	麥克風
S464,32	咪高風
S464,37	咪高峰
K464,43	related
Q464,52,6
S464,53	錄音
S464,57	語音
S464,61	聲音
S464,65	通話
S464,69	錄製
S464,73	說話
K465,7	does
Q465,13,18
S465,14	錄音
S465,18	錄製音訊
S465,24	錄製音頻
S465,30	錄製聲音
S465,36	錄製語音
S465,42	擷取聲音
S465,48	擷取音訊
S465,54	採集聲音
S465,60	採集音頻
S465,66	捕獲音頻
S465,72	捕獲音訊
S465,78	聲音擷取
S465,84	聲音採集
S465,90	收音
S465,94	使用麥克風
S465,101	取用麥克風
S465,108	存取麥克風
S465,115	訪問麥克風
K466,5	photos
M466,13,3
K466,15	names
Q466,22,4
S466,23	相簿
S466,27	相冊
S466,31	圖庫
S466,35	照片圖庫
K466,42	related
Q466,51,7
S466,52	照片
S466,56	圖片
S466,60	儲存
S466,64	保存
S466,68	桌布
S466,72	影片
S466,76	相片
K467,7	does
Q467,13,26
S467,14	儲存照片
S467,20	儲存相片
S467,26	儲存圖片
S467,32	保存照片
S467,38	保存圖片
S467,44	儲存到相簿
S467,51	儲存至相簿
S467,58	存入相簿
S467,64	取用照片
S467,70	存取照片
S467,76	存取相簿
S467,82	取用相簿
S467,88	訪問相簿
S467,94	訪問照片
S467,100	存取照片圖庫
S467,108	取用照片圖庫
S467,116	訪問照片圖庫
S467,124	讀取照片
S467,130	讀取相簿
S467,136	使用相簿
S467,142	使用照片
S467,148	選擇照片
S467,154	選取照片
S467,160	選擇相片
S467,166	選擇圖片
S467,172	選取圖片
K468,5	contacts
M468,15,3
K468,17	names
Q468,24,2
S468,25	聯絡人
S468,30	通訊錄
K468,36	related
Q468,45,4
S468,46	好友
S468,50	朋友
S468,54	邀請
S468,58	電話號碼
K469,7	does
Q469,13,7
S469,14	取用聯絡人
S469,21	存取聯絡人
S469,28	讀取聯絡人
S469,35	訪問通訊錄
S469,42	讀取通訊錄
S469,49	存取通訊錄
S469,56	使用通訊錄
K470,5	calendars
M470,16,3
K470,18	names
Q470,25,2
S470,26	行事曆
S470,31	日曆
K470,36	related
Q470,45,5
S470,46	行程
S470,50	事件
S470,54	預約
S470,58	活動
S470,62	預訂
K471,7	does
Q471,13,6
S471,14	取用行事曆
S471,21	存取行事曆
S471,28	讀取行事曆
S471,35	訪問日曆
S471,41	讀取日曆
S471,47	使用行事曆
K472,5	reminders
M472,16,3
K472,18	names
Q472,25,1
S472,26	提醒事項
K472,33	related
Q472,42,3
S472,43	待辦
S472,47	任務
S472,51	提醒
K473,7	does
Q473,13,3
S473,14	取用提醒事項
S473,22	存取提醒事項
S473,30	讀取提醒事項
K474,5	location
M474,15,3
K474,17	names
Q474,24,2
S474,25	位置
S474,29	定位
K474,34	related
Q474,43,7
S474,44	地圖
S474,48	附近
S474,52	導航
S474,56	所在
S474,60	城市
S474,64	天氣
S474,68	路線
K475,7	does
Q475,13,19
S475,14	取得位置
S475,20	取得你的位置
S475,28	取得您的位置
S475,36	取得定位
S475,42	獲取位置
S475,48	獲取你的位置
S475,56	獲取您的位置
S475,64	獲得位置
S475,70	取得目前位置
S475,78	確定位置
S475,84	使用位置
S475,90	使用你的位置
S475,98	使用您的位置
S475,106	取用位置
S475,112	存取位置
S475,118	訪問位置
S475,124	位置資訊
S475,130	位置信息
S475,136	定位
K476,5	bluetooth
M476,16,3
K476,18	names
Q476,25,1
S476,26	藍牙
K476,31	related
Q476,40,5
S476,41	裝置
S476,45	設備
S476,49	配件
S476,53	連接
S476,57	配對
K477,7	does
Q477,13,9
S477,14	使用藍牙
S477,20	取用藍牙
S477,26	存取藍牙
S477,32	訪問藍牙
S477,38	連接藍牙
S477,44	連線藍牙
S477,50	連接藍牙裝置
S477,58	連接藍牙設備
S477,66	搜尋藍牙裝置
K478,5	health
M478,13,3
K478,15	names
Q478,22,2
S478,23	健康資料
S478,29	「健康」
K478,36	related
Q478,45,6
S478,46	運動
S478,50	步數
S478,54	心率
S478,58	睡眠
S478,62	體重
S478,66	血糖
K479,7	does
Q479,13,5
S479,14	讀取健康資料
S479,22	寫入健康資料
S479,30	取用健康資料
S479,38	存取健康資料
S479,46	讀取健康數據
K480,5	face-id
M480,14,3
K480,16	names
Q480,23,2
S480,24	Face ID
S480,33	FaceID
K480,42	related
Q480,51,5
S480,52	解鎖
S480,56	驗證
S480,60	登入
S480,64	身分
S480,68	身份
K481,7	does
Q481,13,7
S481,14	使用 face id
S481,26	身分驗證
S481,32	身份驗證
S481,38	驗證身分
S481,44	驗證身份
S481,50	進行身分驗證
S481,58	進行身份驗證
K482,5	speech-recognition
M482,25,3
K482,27	names
Q482,34,2
S482,35	語音辨識
S482,41	語音識別
K482,48	related
Q482,57,4
S482,58	聽寫
S482,62	轉寫
S482,66	語音
S482,70	轉錄
K483,7	does
Q483,13,6
S483,14	語音辨識
S483,20	語音識別
S483,26	辨識語音
S483,32	識別語音
S483,38	使用語音辨識
S483,46	語音轉文字

"""#
}
