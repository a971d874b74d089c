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
M10,1,13
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
K19,1	settings
M20,3,8
K20,3	app
S20,8	Settings
K21,3	privacy
M21,12,2
K21,14	ios15
S21,21	Privacy
K21,30	ios16
S21,37	Privacy & Security
K22,3	apps
S22,9	Apps
K23,3	precise-location
S23,21	Precise Location
K24,3	allow-notifications
S24,24	Allow Notifications
K25,3	health-all
S25,15	Turn On All
K26,3	screen-time
S26,16	Screen Time
K27,3	content-restrictions
S27,25	Content & Privacy Restrictions
K30,1	your
M30,7,2
K30,9	possessive
S30,21	your 
K30,30	pronoun
S30,39	your
K32,1	list
M32,7,3
K32,9	separator
S32,20	, 
K32,26	and
S32,31	 and 
K32,40	or
S32,44	 or 
K34,1	buttons
M35,3,6
K35,3	open-settings
S35,18	Go to Settings
K36,3	not-now
S36,12	Not Now
K37,3	later
S37,10	Not Now
K38,3	open-now
S38,13	Turn On
K39,3	got-it
S39,11	OK
K40,3	continue
S40,13	Continue
K43,1	alert-buttons
M44,3,10
K44,3	deny
S44,9	Don’t Allow
K45,3	ok
S45,7	OK
K46,3	allow
S46,10	Allow
K47,3	allow-once
S47,15	Allow Once
K48,3	allow-while-using
S48,22	Allow While Using App
K49,3	select-photos
S49,18	Select Photos…
K50,3	allow-all-photos
S50,21	Allow Access to All Photos
K51,3	limit-access
S51,17	Limit Access…
K52,3	allow-full-access
S52,22	Allow Full Access
K53,3	ask-not-to-track
S53,21	Ask App Not to Track
K58,1	permissions
M59,3,42
K59,3	camera
M60,5,3
K60,5	resource
S60,15	camera
K61,5	row
S61,10	Camera
K62,5	alert-title
S62,18	“%@” Would Like to Access the Camera
K63,3	microphone
M64,5,3
K64,5	resource
S64,15	microphone
K65,5	row
S65,10	Microphone
K66,5	alert-title
S66,18	“%@” Would Like to Access the Microphone
K67,3	photo-library
M68,5,5
K68,5	selected
S68,15	the photos you selected
K69,5	resource
S69,15	photo library
K70,5	row
S70,10	Photos
K71,5	choice
M71,13,2
K71,15	ios15
S71,22	All Photos
K71,34	ios17
S71,41	Full Access
K72,5	alert-title
M72,18,2
K72,20	ios15
S72,27	“%@” Would Like to Access Your Photos
K72,66	ios18
S72,73	“%@” would like full access to your Photo Library.
K73,3	photo-library-add
M74,5,4
K74,5	resource
S74,15	photo library
K75,5	row
S75,10	Photos
K76,5	choice
S76,13	Add Photos Only
K77,5	alert-title
S77,18	“%@” Would Like to Add to your Photos
K78,3	contacts
M79,5,5
K79,5	selected
S79,15	the contacts you selected
K80,5	resource
S80,15	contacts
K81,5	row
S81,10	Contacts
K82,5	choice
S82,13	Full Access
K83,5	alert-title
S83,18	“%@” Would Like to Access Your Contacts
K84,3	calendars
M85,5,3
K85,5	resource
S85,15	calendar
K86,5	row
S86,10	Calendars
K87,5	alert-title
S87,18	“%@” Would Like to Access Your Calendar
K88,3	calendars-full-access
M89,5,4
K89,5	resource
S89,15	calendar
K90,5	row
S90,10	Calendars
K91,5	choice
S91,13	Full Access
K92,5	alert-title
S92,18	“%@” Would Like Full Access to Your Calendar
K93,3	calendars-write-only
M94,5,4
K94,5	resource
S94,15	calendar
K95,5	row
S95,10	Calendars
K96,5	choice
S96,13	Add Events Only
K97,5	alert-title
S97,18	“%@” Would Like to Add Events to Your Calendar
K98,3	reminders
M99,5,3
K99,5	resource
S99,15	reminders
K100,5	row
S100,10	Reminders
K101,5	alert-title
S101,18	“%@” Would Like to Access Your Reminders
K102,3	reminders-full-access
M103,5,3
K103,5	resource
S103,15	reminders
K104,5	row
S104,10	Reminders
K105,5	alert-title
S105,18	“%@” Would Like Full Access to Your Reminders
K106,3	location-when-in-use
M107,5,6
K107,5	name
S107,11	Location
K108,5	resource
S108,15	location
K109,5	row
S109,10	Location
K110,5	privacy-row
S110,18	Location Services
K111,5	choice
S111,13	While Using the App
K112,5	alert-title
S112,18	Allow “%@” to use your location?
K113,3	location-always
M114,5,6
K114,5	name
S114,11	Location
K115,5	resource
S115,15	location
K116,5	row
S116,10	Location
K117,5	privacy-row
S117,18	Location Services
K118,5	choice
S118,13	Always
K119,5	alert-title
S119,18	Allow “%@” to use your location?
K120,3	location-always-legacy
M121,5,5
K121,5	resource
S121,15	location
K122,5	row
S122,10	Location
K123,5	privacy-row
S123,18	Location Services
K124,5	choice
S124,13	Always
K125,5	alert-title
S125,18	Allow “%@” to access your location even when you are not using the app?
K126,3	location-legacy
M127,5,5
K127,5	resource
S127,15	location
K128,5	row
S128,10	Location
K129,5	privacy-row
S129,18	Location Services
K130,5	choice
S130,13	While Using the App
K131,5	alert-title
S131,18	“%@” Would Like To Use Your Current Location
K132,3	bluetooth
M133,5,3
K133,5	resource
S133,15	Bluetooth
K134,5	row
S134,10	Bluetooth
K135,5	alert-title
S135,18	“%@” Would Like to Use Bluetooth
K136,3	bluetooth-peripheral
M137,5,3
K137,5	resource
S137,15	Bluetooth
K138,5	row
S138,10	Bluetooth
K139,5	alert-title
S139,18	“%@” Would Like to Use Bluetooth
K140,3	bluetooth-while-in-use
M141,5,3
K141,5	resource
S141,15	Bluetooth
K142,5	row
S142,10	Bluetooth
K143,5	alert-title
S143,18	“%@” would like to use Bluetooth while it is in use
K144,3	motion
M145,5,3
K145,5	resource
S145,15	motion and fitness activity
K146,5	row
S146,10	Motion & Fitness
K147,5	alert-title
S147,18	“%@” Would Like to Access Your Motion & Fitness Activity
K148,3	fall-detection
M149,5,3
K149,5	resource
S149,15	fall detection
K150,5	row
S150,10	Fall Detection
K151,5	alert-title
S151,18	“%@” Would Like to Use Fall Detection
K152,3	speech-recognition
M153,5,3
K153,5	resource
S153,15	speech recognition
K154,5	row
S154,10	Speech Recognition
K155,5	alert-title
S155,18	“%@” Would Like to Access Speech Recognition
K156,3	siri
M157,5,3
K157,5	resource
S157,15	Siri
K158,5	row
S158,10	Siri
K159,5	alert-title
S159,18	Would You Like to Use “%@” with Siri?
K160,3	media-library
M161,5,3
K161,5	resource
S161,15	media library
K162,5	row
S162,10	Media & Apple Music
K163,5	alert-title
S163,18	“%@” would like to access Apple Music, your music and video activity, and your media library.
K164,3	homekit
M165,5,3
K165,5	resource
S165,15	Home data
K166,5	row
S166,10	HomeKit
K167,5	alert-title
S167,18	“%@” Would Like to Access Your Home Data
K168,3	health-share
M169,5,3
K169,5	resource
S169,15	Health data
K170,5	row
S170,10	Health
K171,5	alert-title
S171,18	“%@” Would Like to Access Your Health Data
K172,3	health-update
M173,5,3
K173,5	resource
S173,15	Health data
K174,5	row
S174,10	Health
K175,5	alert-title
S175,18	Allow “%@” to update your health data.
K176,3	health-records
M177,5,3
K177,5	resource
S177,15	health records
K178,5	row
S178,10	Health
K179,5	alert-title
S179,18	“%@” Would Like to Access Your Health Records
K180,3	face-id
M181,5,5
K181,5	resource
S181,15	Face ID
K182,5	row
S182,10	Face ID
K183,5	alert-title
S183,18	Do you want to allow “%@” to use Face ID?
K184,5	privacy-parent
S184,21	Face ID & Passcode
K185,5	privacy-row
S185,18	Other Apps
K186,3	nfc
M187,5,3
K187,5	resource
S187,15	NFC reader
K188,5	row
S188,10	NFC
K189,5	alert-title
S189,18	Ready to Scan
K190,3	tracking
M191,5,5
K191,5	name
S191,11	Tracking
K192,5	resource
S192,15	activity across other companies’ apps and websites
K193,5	row
S193,10	Allow Tracking
K194,5	privacy-row
S194,18	Tracking
K195,5	alert-title
S195,18	Allow “%@” to track your activity across other companies’ apps and websites?
K196,3	local-network
M197,5,3
K197,5	resource
S197,15	local network
K198,5	row
S198,10	Local Network
K199,5	alert-title
S199,18	“%@” would like to find and connect to devices on your local network
K200,3	focus-status
M201,5,3
K201,5	resource
S201,15	Focus status
K202,5	row
S202,10	Focus
K203,5	alert-title
S203,18	“%@” Would Like to Access Your Focus Status
K204,3	nearby-interaction
M205,5,3
K205,5	resource
S205,15	nearby devices
K206,5	row
S206,10	Nearby Interactions
K207,5	alert-title
S207,18	“%@” Would Like to Find and Interact with Nearby Devices
K208,3	nearby-interaction-allow-once
M209,5,3
K209,5	resource
S209,15	nearby devices
K210,5	row
S210,10	Nearby Interactions
K211,5	alert-title
S211,18	“%@” Would Like to Find and Interact with Nearby Devices
K212,3	tv-provider
M213,5,3
K213,5	resource
S213,15	TV provider account
K214,5	row
S214,10	TV Provider
K215,5	alert-title
S215,18	“%@” Would Like to Access Your TV Provider Account
K216,3	sensorkit
M217,5,3
K217,5	resource
S217,15	research sensor and usage data
K218,5	row
S218,10	Research Sensor & Usage Data
K219,5	alert-title
S219,18	“%@” Would Like to Access Research Sensor & Usage Data
K220,3	identity
M221,5,3
K221,5	resource
S221,15	ID in Wallet
K222,5	row
S222,10	Wallet
K223,5	alert-title
S223,18	“%@” Would Like to Verify Your Identity
K224,3	gamekit-friends
M225,5,3
K225,5	resource
S225,15	Game Center friends
K226,5	row
S226,10	Game Center Friends
K227,5	alert-title
S227,18	“%@” Would Like to Access Your Game Center Friends
K228,3	financial-data
M229,5,3
K229,5	resource
S229,15	financial data
K230,5	row
S230,10	Wallet
K231,5	alert-title
S231,18	“%@” Would Like to Access Your Financial Data
K232,3	critical-messaging
M233,5,3
K233,5	resource
S233,15	critical messages
K234,5	row
S234,10	Critical Messages
K235,5	alert-title
S235,18	“%@” Would Like to Send Critical Messages
K236,3	alarmkit
M237,5,3
K237,5	resource
S237,15	alarms
K238,5	row
S238,10	Alarms & Timers
K239,5	alert-title
S239,18	“%@” Would Like to Schedule Alarms and Timers
K240,3	voip
M241,5,3
K241,5	resource
S241,15	VoIP calls
K242,5	row
S242,10	VoIP
K243,5	alert-title
S243,18	“%@” Would Like to Receive VoIP Calls in the Background
K244,3	notifications
M245,5,3
K245,5	resource
S245,15	notifications
K246,5	row
S246,10	Notifications
K247,5	alert-title
S247,18	“%@” Would Like to Send You Notifications
K250,1	rules
M251,3,22
K251,3	script
S251,11	latin
K252,3	full-stops
Q252,15,3
S252,16	.
S252,21	!
S252,26	?
K253,3	closing-marks
Q253,18,4
S253,19	”
S253,24	’
S253,29	)
S253,34	"
K259,3	restating-hints
Q259,20,22
S259,21	need
S259,27	require
S259,36	want
S259,42	would like
S259,54	request
S259,63	ask for
S259,72	access
S259,80	permission
S259,92	allow
S259,99	grant
S259,106	enable
S259,114	give
S260,5	 not 
S260,14	n't 
S260,22	never
S260,29	plugin
S260,37	sdk
S260,42	library
S260,51	framework
S260,62	module
S260,70	package
S260,79	dependency
K262,3	restating-short-hints
Q262,26,3
S262,27	access
S262,35	use
S262,40	permission
K263,3	restating
Q264,5,11
S264,7	\\b(needs?|requires?|wants?|would like|requests?|asks? for)( to)?( (get|have|use|access))?( your| the)?( (?!to\\b)\\w+){0,3}? (access|permission)s?\\b
S265,7	\\b(needs?|requires?|wants?|would like|requests?) (to )?(access|use)( to)?( your| the)?( \\w+){0,2}?\\b
S266,7	\\b(allow|grant|enable|give) (\\w+ )?(access|permissions?)( to)?( your| the)?( \\w+){0,2}?\\b
S267,7	^(access|permission) (to|for)( your| the)?( \\w+){0,3}[.!]?$
S268,7	^(to )?(access|use)( your| the)?( \\w+){0,3}[.!]?$
S270,7	\\b(whether to )?(please )?(allow|let) (\\w+ ){0,2}(to )?(access|use|get|read|know)( your| the| this device's| this iphone's)?( \\w+){0,2}?[.!?]?$
S272,7	^(please )?(enable|turn on|allow) (\\w+ ){1,2}to (access|use|get|read)( your| the)?( \\w+){0,3}?[.!]?$
S274,7	\\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \\w+){0,2}?)?\\b
S276,7	\\b(does not|doesn't|do not|don't|will not|won't|never) (use|access|need|require|record|collect)( any| the| your)?( \\w+){0,2}?\\b
S277,7	\\b(access|permission)s? (is |are )?(required|needed|necessary)\\b
S279,7	\\b(for|by|in) (the |this |a |our )?([\\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\\b
K282,3	passive
Q283,5,1
S283,7	\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b
K286,3	passive-hints
Q286,18,8
S286,19	used
S286,25	collected
S286,36	shared
S286,44	accessed
S286,54	processed
S286,65	analyzed
S286,75	analysed
S286,85	tracked
K287,3	passive-agents
Q287,19,6
S287,20	 we 
S287,28	 we'
S287,36	 our 
S287,45	 us 
S287,53	 uses 
S287,63	 use 
K289,3	passive-assurances
Q289,23,13
S289,24	never uploaded
S289,40	never stored
S289,54	never saved
S289,67	never leaves
S289,81	never leave
S289,94	not uploaded
S289,108	not stored
S289,120	not saved
S289,131	not shared
S289,143	stays on your
S289,158	stay on your
S289,172	only on your device
S289,193	only on this device
K290,3	reason-markers
Q290,19,24
S290,20	 to 
S290,28	 so 
S290,36	 for 
S290,45	because
S290,56	 when 
S290,66	 while 
S290,77	 lets 
S290,87	 allows 
S291,5	 helps 
S291,16	 by 
S291,24	 in order
S291,37	e.g.
S291,45	for example
S291,60	such as
S291,71	 used 
S291,81	 uses 
S291,91	 if 
S292,5	 can 
S292,14	(
S292,19	 from 
S292,29	 into 
S292,39	 with 
S292,49	 on 
S292,57	 in 
K295,3	no-reason-words
Q295,20,78
S295,21	this
S295,27	that
S295,33	these
S295,40	app
S295,45	application
S295,58	the
S295,63	a
S295,66	an
S295,70	your
S295,76	you
S295,81	we
S295,85	us
S295,89	our
S295,94	it
S295,98	its
S295,103	is
S295,107	are
S295,112	be
S295,116	been
S295,122	will
S295,128	would
S295,135	could
S295,142	like
S295,148	want
S295,154	wants
S295,161	need
S295,167	needs
S295,174	needed
S295,182	require
S295,191	requires
S295,201	required
S295,211	necessary
S295,222	access
S295,230	permission
S295,242	permissions
S295,255	allow
S295,262	allows
S295,270	let
S295,275	lets
S295,281	please
S295,289	grant
S295,296	enable
S295,304	give
S295,310	get
S295,315	consent
S295,324	use
S295,329	uses
S295,335	used
S295,341	using
S295,348	to
S295,352	for
S295,357	in
S295,361	of
S295,365	and
S295,370	or
S295,374	with
S295,380	on
S295,384	by
S295,388	from
S295,394	so
S295,398	can
S295,403	may
S295,408	only
S295,414	some
S295,420	certain
S295,429	feature
S295,438	features
S295,448	function
S295,458	functions
S295,469	functionality
S295,484	properly
S295,494	correctly
S295,505	work
S295,511	works
S295,518	working
S295,527	information
S295,540	info
S295,546	data
K296,3	vague-phrases
Q296,18,25
S296,19	better experience
S296,38	improve your experience
S296,63	enhance your experience
S297,5	best experience
S297,22	improved experience
S297,43	better user experience
S297,67	optimal experience
S298,5	better service
S298,21	improve our service
S298,42	improve our services
S298,64	enhance the app
S299,5	best … experience
S299,24	make the app … better
S299,47	enhance … experience
S299,69	improve … experience
S300,5	better … experience
S300,26	more personalized experience
S300,56	better search result
S300,78	better ads
S301,5	improve app usage
S301,24	improve the app
S301,41	improve our app
S301,58	improve this app
S301,76	improve the service
S302,5	improve our products
K303,3	placeholders
Q303,17,8
S303,18	TODO
S303,24	TBD
S303,29	FIXME
S303,36	XXX
S303,41	lorem ipsum
S303,54	placeholder text
S303,72	translate me
S303,86	$(
K305,3	placeholder-values
Q305,23,13
S305,24	yes
S305,29	no
S305,33	none
S305,39	n/a
S305,46	description
S305,59	usage description
S305,78	purpose
S305,87	text
S305,93	string
S305,101	value
S305,108	test
S305,114	-
S305,119	...
K307,3	doubled-words
Q307,18,17
S307,19	the
S307,24	a
S307,27	an
S307,31	to
S307,35	of
S307,39	your
S307,45	you
S307,50	in
S307,54	on
S307,58	for
S307,63	and
S307,68	with
S307,74	is
S307,78	will
S307,84	can
S307,89	this
S307,95	that's
K310,3	read-words
Q310,15,28
S310,16	choose
S310,24	choosing
S310,34	pick
S310,40	picking
S310,49	select
S310,57	selecting
S310,68	load
S310,74	loading
S310,83	upload
S310,91	uploading
S310,102	attach
S310,110	attaching
S310,121	send
S310,127	sending
S310,136	share
S310,143	sharing
S310,152	browse
S310,160	browsing
S310,170	view
S310,176	viewing
S310,185	import
S310,193	importing
S310,204	read
S310,210	reading
S310,219	identify
S310,229	set as
S310,237	use your
S310,247	using your
K311,3	write-words
Q311,16,10
S311,17	save
S311,23	saving
S311,31	store
S311,38	storing
S311,47	export
S311,55	exporting
S311,66	download
S311,76	downloading
S311,89	write
S311,96	writing
K313,3	apple-names
M314,5,2
K314,5	FaceID
S314,13	Face ID
K315,5	TouchID
S315,14	Touch ID
K316,3	min-columns
S316,16	20
K317,3	max-columns
S317,16	200
K318,3	resources
M319,5,11
K319,5	camera
M319,13,3
K319,15	names
Q319,22,1
S319,23	camera
K319,32	related
Q319,41,8
S319,42	photo
S319,49	picture
S319,58	video
S319,65	scan
S319,71	QR
S319,75	selfie
S319,83	record
S319,91	film
K320,7	does
Q320,13,21
S320,14	take photos
S320,27	take a photo
S320,41	take photo
S320,53	take pictures
S320,68	take a picture
S320,84	take picture
S320,98	take videos
S320,111	take a video
S320,125	take photos and videos
S320,149	record video
S320,163	record videos
S320,178	record a video
S320,194	capture photos
S320,210	capture a photo
S320,227	capture images
S320,243	capture video
S320,258	capture videos
S320,274	use the camera
S320,290	use your camera
S320,307	access the camera
S320,326	access your camera
K321,5	microphone
M321,17,3
K321,19	names
Q321,26,1
S321,27	microphone
K321,40	related
Q321,49,8
S321,50	record
S321,58	voice
S321,65	audio
S321,72	sound
S321,79	speak
S321,86	talk
S321,92	call
S321,98	dictat
K322,7	does
Q322,13,12
S322,14	record audio
S322,28	record sound
S322,42	record sounds
S322,57	record your voice
S322,76	record voice
S322,90	capture audio
S322,105	capture sound
S322,120	audio recording
S322,137	use the microphone
S322,157	use your microphone
S322,178	access the microphone
S322,201	access your microphone
K323,5	photos
M323,13,3
K323,15	names
Q323,22,3
S323,23	photo library
S323,38	photo album
S323,51	camera roll
K323,65	related
Q323,74,6
S323,75	photo
S323,82	picture
S323,91	image
S323,98	save
S323,104	video
S323,111	wallpaper
K324,7	does
Q324,13,26
S324,14	access photos
S324,29	access your photos
S324,49	access the photo library
S324,75	access your photo library
S324,102	save photos
S324,115	save images
S324,128	save pictures
S324,143	save videos
S324,156	save photos and videos
S324,180	save to your photo library
S324,208	save to the photo library
S324,235	use your photos
S324,252	use the photo library
S324,275	select photos
S324,290	select a photo
S324,306	choose photos
S324,321	choose a photo
S324,337	pick photos
S324,350	pick a photo
S324,364	select images
S324,379	choose images
S324,394	add photos to your device
S324,421	add photos to your photo library
S324,455	add photos to the photo library
S324,488	save photos to your device
S324,516	save to your device
K325,5	contacts
M325,15,3
K325,17	names
Q325,24,2
S325,25	contacts
S325,35	address book
K325,50	related
Q325,59,4
S325,60	friend
S325,68	people
S325,76	invite
S325,84	phone number
K326,7	does
Q326,13,5
S326,14	access your contacts
S326,36	access contacts
S326,53	read your contacts
S326,73	read contacts
S326,88	use your contacts
K327,5	calendars
M327,16,3
K327,18	names
Q327,25,1
S327,26	calendar
K327,37	related
Q327,46,4
S327,47	event
S327,54	schedule
S327,64	booking
S327,73	appointment
K328,7	does
Q328,13,5
S328,14	access your calendar
S328,36	access your calendars
S328,59	access the calendar
S328,80	read your calendar
S328,100	read your calendars
K329,5	reminders
M329,16,3
K329,18	names
Q329,25,1
S329,26	reminders
K329,38	related
Q329,47,3
S329,48	to-do
S329,55	task
S329,61	remind
K330,7	does
Q330,13,2
S330,14	access your reminders
S330,37	read your reminders
K331,5	location
M331,15,3
K331,17	names
Q331,24,2
S331,25	location
S331,35	GPS
K331,41	related
Q331,50,7
S331,51	map
S331,56	nearby
S331,64	where
S331,71	city
S331,77	route
S331,84	direction
S331,95	weather
K332,7	does
Q332,13,11
S332,14	get your location
S332,33	get your current location
S332,60	get location
S332,74	obtain your location
S332,96	know your location
S332,116	know where you are
S332,136	determine your location
S332,161	find your location
S332,181	access your location
S332,203	use your location
S332,222	use location
K333,5	bluetooth
M333,16,3
K333,18	names
Q333,25,1
S333,26	Bluetooth
K333,38	related
Q333,47,4
S333,48	device
S333,56	accessor
S333,66	connect
S333,75	pair
K334,7	does
Q334,13,6
S334,14	use bluetooth
S334,29	access bluetooth
S334,47	connect to bluetooth
S334,69	connect to bluetooth devices
S334,99	discover bluetooth devices
S334,127	scan for bluetooth devices
K335,5	health
M335,13,3
K335,15	names
Q335,22,2
S335,23	Health app
S335,35	health data
K335,49	related
Q335,58,7
S335,59	workout
S335,68	step
S335,74	heart
S335,81	sleep
S335,88	weight
S335,96	glucose
S335,105	insulin
K336,7	does
Q336,13,5
S336,14	read your health data
S336,37	read health data
S336,55	write health data
S336,74	access your health data
S336,99	access health data
K337,5	face-id
M337,14,3
K337,16	names
Q337,23,2
S337,24	Face ID
S337,33	FaceID
K337,42	related
Q337,51,5
S337,52	unlock
S337,60	authenticat
S337,73	sign in
S337,82	log in
S337,90	verify
K338,7	does
Q338,13,5
S338,14	use face id
S338,27	authenticate with face id
S338,54	authenticate you
S338,72	authenticate
S338,86	authentication
K339,5	speech-recognition
M339,25,3
K339,27	names
Q339,34,1
S339,35	speech recognition
K339,56	related
Q339,65,4
S339,66	dictat
S339,74	transcri
S339,84	voice
S339,91	speech
K340,7	does
Q340,13,6
S340,14	recognize speech
S340,32	recognise speech
S340,50	transcribe speech
S340,69	use speech recognition
S340,93	speech recognition
S340,113	speech to text

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
M20,3,30
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
K56,3	passive-negations
S56,22	不未非絕绝
K57,3	reason-markers
Q57,19,24
S57,20	以便
S57,24	用於
S57,28	用來
S57,32	為了
S57,36	以
S57,39	來
S57,42	可以
S57,46	讓你
S57,50	讓您
S57,54	便於
S57,58	方便
S57,62	從而
S57,66	幫助
S57,70	例如
S57,74	比如
S58,5	如
S58,8	當
S58,11	時
S58,14	才能
S58,18	進行
S58,22	後，
S58,26	用作
S58,30	將
S58,33	把
K61,3	no-reason-words
Q61,20,68
S61,21	到
S61,24	至
S61,27	此應用程式
S61,34	此應用程序
S61,41	應用程式
S61,47	應用程序
S61,53	本應用
S61,58	此應用
S61,63	該應用
S61,68	應用
S61,72	app
S61,77	我們
S61,81	你的
S61,85	您的
S61,89	你
S61,92	您
S61,95	的
S61,98	需要
S61,102	想要
S61,106	希望
S61,110	請
S61,113	允許
S61,117	授權
S61,121	同意
S61,125	權限
S61,129	許可
S61,133	取用
S61,137	存取
S61,141	使用
S61,145	取得
S61,149	獲取
S61,153	獲得
S61,157	訪問
S61,161	開啟
S61,165	打開
S61,169	才能
S61,173	以便
S61,177	用於
S61,181	用來
S61,185	以
S61,188	來
S61,191	進行
S61,195	功能
S61,199	相關
S61,203	正常
S61,207	某些
S61,211	部分
S61,215	此
S61,218	本
S61,221	該
S61,224	會
S61,227	將
S61,230	可以
S61,234	可
S61,237	能
S61,240	要
S61,243	和
S61,246	及
S61,249	與
S61,252	或
S61,255	並
S61,258	這
S61,261	被
S61,264	為
S61,267	資訊
S61,271	資料
S61,275	信息
S61,279	數據
K62,3	vague-phrases
Q62,18,18
S62,19	更好的體驗
S62,26	提升體驗
S62,32	優化體驗
S62,38	更佳體驗
S62,44	最佳體驗
S62,50	更好的服務
S62,57	提供更好
S62,63	改善體驗
S62,69	最佳…體驗
S62,76	最好…體驗
S62,83	提升…體驗
S62,90	更好…體驗
S62,97	優化…體驗
S62,104	改善…體驗
S62,111	提升服務
S62,117	優化服務
S62,123	改善服務
S62,129	改進服務
K63,3	placeholders
Q63,17,11
S63,18	TODO
S63,24	TBD
S63,29	FIXME
S63,36	XXX
S63,41	lorem ipsum
S63,54	待定
S63,58	待翻譯
S63,63	待補充
S63,68	佔位
S63,72	翻譯中
S63,77	$(
K65,3	placeholder-values
Q65,23,11
S65,24	是
S65,27	否
S65,30	無
S65,33	描述
S65,37	說明
S65,41	用途說明
S65,47	權限說明
S65,53	使用說明
S65,59	文字
S65,63	測試
S65,67	允許
K67,3	doubled-words
Q67,18,13
S67,19	的
S67,22	你的
S67,26	您的
S67,30	我們的
S67,35	你
S67,38	您
S67,41	在
S67,44	是
S67,47	和
S67,50	與
S67,53	把
S67,56	將
S67,59	了
K69,3	read-words
Q69,15,14
S69,16	選擇
S69,20	選取
S69,24	上載
S69,28	上傳
S69,32	分享
S69,36	傳送
S69,40	瀏覽
S69,44	檢視
S69,48	查看
S69,52	讀取
S69,56	匯入
S69,60	識別
S69,64	使用你的
S69,70	使用您的
K70,3	write-words
Q70,16,5
S70,17	儲存
S70,21	保存
S70,25	存入
S70,29	匯出
S70,33	寫入
K72,3	apple-names
M73,5,6
K73,5	面容 ID
S73,12	Face ID
K74,5	面容ID
S74,11	Face ID
K75,5	觸控 ID
S75,12	Touch ID
K76,5	觸控ID
S76,11	Touch ID
K77,5	FaceID
S77,13	Face ID
K78,5	TouchID
S78,14	Touch ID
K79,3	min-columns
S79,16	12
K80,3	max-columns
S80,16	140
K81,3	pronouns
Q81,13,2
S81,14	你
S81,17	您
K85,3	also-wrong-script
S85,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K87,3	regional-terms
M88,5,25
K88,5	添加
S88,9	加入
K89,5	訪問
S89,9	取用
K90,5	視頻
S90,9	影片
K91,5	信息
S91,9	資訊
K92,5	默認
S92,9	預設
K93,5	設置
S93,9	設定
K94,5	獲取
S94,9	取得
K95,5	攝像頭
S95,10	相機
K96,5	相冊
S96,9	相簿
K97,5	屏幕
S97,9	螢幕
K98,5	鼠標
S98,9	滑鼠
K99,5	登錄
S99,9	登入
K100,5	短信
S100,9	短訊
K101,5	個性化
S101,10	個人化
K102,5	質量
S102,9	質素
K103,5	激活
S103,9	啟用
K104,5	二維碼
S104,10	QR 碼
K105,5	菜單
S105,9	選單
K106,5	界面
S106,9	介面
K107,5	搜索
S107,9	搜尋
K108,5	打印
S108,9	列印
K109,5	後台
S109,9	背景
K110,5	應用程序
S110,11	應用程式
K111,5	許可權
S111,10	權限
K112,5	保存
S112,9	儲存
K118,3	colloquial-terms
M119,5,26
K119,5	佢哋
S119,9	他們
K120,5	我哋
S120,9	我們
K121,5	你哋
S121,9	你們
K122,5	而家
S122,9	現在
K123,5	邊度
S123,9	哪裡
K124,5	點樣
S124,9	怎樣
K125,5	影相
S125,9	拍照
K126,5	同埋
S126,9	以及
K127,5	嘅
S127,8	的
K128,5	咗
S128,8	了
K129,5	唔
S129,8	不
K130,5	冇
S130,8	沒有
K131,5	佢
S131,8	他
K132,5	喺
S132,8	在
K133,5	嘢
S133,8	東西
K134,5	啲
S134,8	些
K135,5	睇
S135,8	看
K136,5	嚟
S136,8	來
K137,5	嗰
S137,8	那
K138,5	噉
S138,8	這樣
K139,5	咁
S139,8	這麼
K140,5	攞
S140,8	拿
K141,5	諗
S141,8	想
K142,5	搵
S142,8	找
K143,5	畀
S143,8	給
K144,5	哋
S144,8	們
K145,3	draft-corrections
M146,5,3
K146,5	許可權
S146,10	權限
K147,5	訪問
S147,9	取用
K148,5	存取
S148,9	取用
K149,3	resources
M150,5,7
K150,5	camera
M150,13,3
K150,15	names
Q150,22,4
S150,23	相機
S150,27	攝像頭
S150,32	攝影機
S150,37	鏡頭
K150,42	related
Q150,51,11
S150,52	拍照
S150,56	拍攝
S150,60	掃描
S150,64	掃碼
S150,68	QR
S150,72	影片
S150,76	錄影
S150,80	相片
S150,84	照片
S150,88	自拍
S150,92	錄製
K151,7	does
Q151,13,21
S151,14	拍照
S151,18	拍攝照片和影片
S151,27	拍攝照片或影片
S151,36	拍照和錄影
S151,43	拍照或錄影
S151,50	拍照片
S151,55	拍攝照片
S151,61	拍攝影片
S151,67	拍攝視頻
S151,73	拍影片
S151,78	拍攝
S151,82	錄影
S151,86	錄像
S151,90	錄製影片
S151,96	錄製視頻
S151,102	使用相機
S151,108	使用攝像頭
S151,115	使用攝影機
S151,122	取用相機
S151,128	存取相機
S151,134	訪問相機
K152,5	microphone
M152,17,3
K152,19	names
Q152,26,3
S152,27	咪高風
S152,32	咪高峰
S152,37	麥克風
K152,43	related
Q152,52,6
S152,53	錄音
S152,57	語音
S152,61	聲音
S152,65	通話
S152,69	錄製
S152,73	說話
K153,7	does
Q153,13,18
S153,14	錄音
S153,18	錄製音訊
S153,24	錄製音頻
S153,30	錄製聲音
S153,36	錄製語音
S153,42	擷取聲音
S153,48	擷取音訊
S153,54	採集聲音
S153,60	採集音頻
S153,66	捕獲音頻
S153,72	捕獲音訊
S153,78	聲音擷取
S153,84	聲音採集
S153,90	收音
S153,94	使用麥克風
S153,101	取用麥克風
S153,108	存取麥克風
S153,115	訪問麥克風
K154,5	photos
M154,13,3
K154,15	names
Q154,22,3
S154,23	相簿
S154,27	相冊
S154,31	圖庫
K154,36	related
Q154,45,6
S154,46	相片
S154,50	照片
S154,54	圖片
S154,58	儲存
S154,62	保存
S154,66	影片
K155,7	does
Q155,13,26
S155,14	儲存照片
S155,20	儲存相片
S155,26	儲存圖片
S155,32	保存照片
S155,38	保存圖片
S155,44	儲存到相簿
S155,51	儲存至相簿
S155,58	存入相簿
S155,64	取用照片
S155,70	存取照片
S155,76	存取相簿
S155,82	取用相簿
S155,88	訪問相簿
S155,94	訪問照片
S155,100	存取照片圖庫
S155,108	取用照片圖庫
S155,116	訪問照片圖庫
S155,124	讀取照片
S155,130	讀取相簿
S155,136	使用相簿
S155,142	使用照片
S155,148	選擇照片
S155,154	選取照片
S155,160	選擇相片
S155,166	選擇圖片
S155,172	選取圖片
K156,5	contacts
M156,15,3
K156,17	names
Q156,24,2
S156,25	通訊錄
S156,30	聯絡人
K156,36	related
Q156,45,4
S156,46	好友
S156,50	朋友
S156,54	邀請
S156,58	電話號碼
K157,7	does
Q157,13,7
S157,14	取用聯絡人
S157,21	存取聯絡人
S157,28	讀取聯絡人
S157,35	訪問通訊錄
S157,42	讀取通訊錄
S157,49	存取通訊錄
S157,56	使用通訊錄
K158,5	calendars
M158,16,3
K158,18	names
Q158,25,2
S158,26	日曆
S158,30	行事曆
K158,36	related
Q158,45,4
S158,46	行程
S158,50	事件
S158,54	預約
S158,58	活動
K159,7	does
Q159,13,6
S159,14	取用行事曆
S159,21	存取行事曆
S159,28	讀取行事曆
S159,35	訪問日曆
S159,41	讀取日曆
S159,47	使用行事曆
K160,5	location
M160,15,3
K160,17	names
Q160,24,2
S160,25	位置
S160,29	定位
K160,34	related
Q160,43,7
S160,44	地圖
S160,48	附近
S160,52	導航
S160,56	所在
S160,60	城市
S160,64	天氣
S160,68	路線
K161,7	does
Q161,13,19
S161,14	取得位置
S161,20	取得你的位置
S161,28	取得您的位置
S161,36	取得定位
S161,42	獲取位置
S161,48	獲取你的位置
S161,56	獲取您的位置
S161,64	獲得位置
S161,70	取得目前位置
S161,78	確定位置
S161,84	使用位置
S161,90	使用你的位置
S161,98	使用您的位置
S161,106	取用位置
S161,112	存取位置
S161,118	訪問位置
S161,124	位置資訊
S161,130	位置信息
S161,136	定位
K162,5	bluetooth
M162,16,3
K162,18	names
Q162,25,1
S162,26	藍牙
K162,31	related
Q162,40,5
S162,41	裝置
S162,45	設備
S162,49	配件
S162,53	連接
S162,57	配對
K163,7	does
Q163,13,9
S163,14	使用藍牙
S163,20	取用藍牙
S163,26	存取藍牙
S163,32	訪問藍牙
S163,38	連接藍牙
S163,44	連線藍牙
S163,50	連接藍牙裝置
S163,58	連接藍牙設備
S163,66	搜尋藍牙裝置

"""#

  private static let localeZhHans = #"""
M9,1,15
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
K21,1	settings
M22,3,8
K22,3	app
S22,8	设置
K23,3	privacy
M23,12,2
K23,14	ios15
S23,21	隐私
K23,25	ios16
S23,32	隐私与安全性
K24,3	apps
S24,9	App
K25,3	precise-location
S25,21	精确位置
K26,3	allow-notifications
S26,24	允许通知
K27,3	health-all
S27,15	全部打开
K28,3	screen-time
S28,16	屏幕使用时间
K29,3	content-restrictions
S29,25	内容和隐私访问限制
K32,1	your
M32,7,2
K32,9	possessive
S32,21	你的
K32,25	pronoun
S32,34	你
K34,1	list
M34,7,3
K34,9	separator
S34,20	、
K34,23	and
S34,28	和
K34,31	or
S34,35	或
K36,1	buttons
M37,3,6
K37,3	open-settings
S37,18	前往设置
K38,3	not-now
S38,12	以后再说
K39,3	later
S39,10	下次开启
K40,3	open-now
S40,13	立即开启
K41,3	got-it
S41,11	我知道了
K42,3	continue
S42,13	继续
K45,1	alert-you-before-ios16
S45,25	您
K47,1	alert-buttons
M48,3,10
K48,3	deny
S48,9	不允许
K49,3	ok
S49,7	好
K50,3	allow
S50,10	允许
K51,3	allow-once
S51,15	允许一次
K52,3	allow-while-using
S52,22	使用 App 时允许
K53,3	select-photos
S53,18	选择照片…
K54,3	allow-all-photos
S54,21	允许访问所有照片
K55,3	limit-access
S55,17	限制访问…
K56,3	allow-full-access
S56,22	允许完全访问
K57,3	ask-not-to-track
S57,21	要求 App 不跟踪
K59,1	permissions
M60,3,42
K60,3	camera
M61,5,3
K61,5	resource
S61,15	相机
K62,5	row
S62,10	相机
K63,5	alert-title
S63,18	“%@”想访问你的相机
K64,3	microphone
M65,5,3
K65,5	resource
S65,15	麦克风
K66,5	row
S66,10	麦克风
K67,5	alert-title
S67,18	“%@”想访问你的麦克风
K68,3	photo-library
M69,5,5
K69,5	selected
S69,15	你选择的照片
K70,5	resource
S70,15	照片
K71,5	row
S71,10	照片
K72,5	choice
M72,13,2
K72,15	ios15
S72,22	所有照片
K72,28	ios17
S72,35	完全访问
K73,5	alert-title
S73,18	“%@”想访问你的照片
K74,3	photo-library-add
M75,5,4
K75,5	resource
S75,15	照片
K76,5	row
S76,10	照片
K77,5	choice
S77,13	仅添加照片
K78,5	alert-title
S78,18	“%@”想要加入你的“照片”
K79,3	contacts
M80,5,5
K80,5	selected
S80,15	你选择的联系人
K81,5	resource
S81,15	通讯录
K82,5	row
S82,10	通讯录
K83,5	choice
S83,13	完全访问
K84,5	alert-title
S84,18	“%@”想访问你的通讯录
K85,3	calendars
M86,5,3
K86,5	resource
S86,15	日历
K87,5	row
S87,10	日历
K88,5	alert-title
S88,18	“%@”想访问你的日历
K89,3	calendars-full-access
M90,5,4
K90,5	resource
S90,15	日历
K91,5	row
S91,10	日历
K92,5	choice
S92,13	完全访问
K93,5	alert-title
S93,18	“%@”想完全访问你的日历
K94,3	calendars-write-only
M95,5,4
K95,5	resource
S95,15	日历
K96,5	row
S96,10	日历
K97,5	choice
S97,13	仅添加日程
K98,5	alert-title
S98,18	“%@”想向你的日历添加日程
K99,3	reminders
M100,5,3
K100,5	resource
S100,15	提醒事项
K101,5	row
S101,10	提醒事项
K102,5	alert-title
S102,18	“%@”想访问你的提醒事项
K103,3	reminders-full-access
M104,5,3
K104,5	resource
S104,15	提醒事项
K105,5	row
S105,10	提醒事项
K106,5	alert-title
S106,18	“%@”想完全访问你的提醒事项
K107,3	location-when-in-use
M108,5,5
K108,5	resource
S108,15	位置
K109,5	row
S109,10	位置
K110,5	privacy-row
S110,18	定位服务
K111,5	choice
S111,13	使用 App 期间
K112,5	alert-title
S112,18	允许“%@”使用你的位置？
K113,3	location-always
M114,5,5
K114,5	resource
S114,15	位置
K115,5	row
S115,10	位置
K116,5	privacy-row
S116,18	定位服务
K117,5	choice
S117,13	始终
K118,5	alert-title
S118,18	允许“%@”使用你的位置？
K119,3	location-always-legacy
M120,5,5
K120,5	resource
S120,15	位置
K121,5	row
S121,10	位置
K122,5	privacy-row
S122,18	定位服务
K123,5	choice
S123,13	始终
K124,5	alert-title
S124,18	允许“%@”在你未使用该 App 时访问你的位置？
K125,3	location-legacy
M126,5,5
K126,5	resource
S126,15	位置
K127,5	row
S127,10	位置
K128,5	privacy-row
S128,18	定位服务
K129,5	choice
S129,13	使用 App 期间
K130,5	alert-title
S130,18	“%@”想使用你当前的位置
K131,3	bluetooth
M132,5,3
K132,5	resource
S132,15	蓝牙
K133,5	row
S133,10	蓝牙
K134,5	alert-title
S134,18	“%@”想要使用蓝牙
K135,3	bluetooth-peripheral
M136,5,3
K136,5	resource
S136,15	蓝牙
K137,5	row
S137,10	蓝牙
K138,5	alert-title
S138,18	“%@”想要使用蓝牙
K139,3	bluetooth-while-in-use
M140,5,3
K140,5	resource
S140,15	蓝牙
K141,5	row
S141,10	蓝牙
K142,5	alert-title
S142,18	“%@”在使用期间想要使用蓝牙
K143,3	motion
M144,5,3
K144,5	resource
S144,15	运动与健身数据
K145,5	row
S145,10	运动与健身
K146,5	alert-title
S146,18	“%@”想访问你的活动与体能训练记录
K147,3	fall-detection
M148,5,3
K148,5	resource
S148,15	摔倒检测
K149,5	row
S149,10	摔倒检测
K150,5	alert-title
S150,18	“%@”想使用摔倒检测
K151,3	speech-recognition
M152,5,3
K152,5	resource
S152,15	语音识别
K153,5	row
S153,10	语音识别
K154,5	alert-title
S154,18	“%@”想访问语音识别
K155,3	siri
M156,5,3
K156,5	resource
S156,15	Siri
K157,5	row
S157,10	Siri
K158,5	alert-title
S158,18	你要通过 Siri 来使用“%@”吗？
K159,3	media-library
M160,5,3
K160,5	resource
S160,15	媒体资料库
K161,5	row
S161,10	媒体与 Apple Music
K162,5	alert-title
S162,18	“%@”想要访问 Apple Music、你的音乐与视频的相关活动以及你的媒体资料库
K163,3	homekit
M164,5,3
K164,5	resource
S164,15	家庭数据
K165,5	row
S165,10	HomeKit
K166,5	alert-title
S166,18	“%@”想访问你的家庭数据
K167,3	health-share
M168,5,3
K168,5	resource
S168,15	健康数据
K169,5	row
S169,10	健康
K170,5	alert-title
S170,18	“%@”想访问你的健康数据
K171,3	health-update
M172,5,3
K172,5	resource
S172,15	健康数据
K173,5	row
S173,10	健康
K174,5	alert-title
S174,18	允许“%@”更新你的健康数据。
K175,3	health-records
M176,5,3
K176,5	resource
S176,15	健康记录
K177,5	row
S177,10	健康
K178,5	alert-title
S178,18	“%@”想访问你的健康记录
K179,3	face-id
M180,5,5
K180,5	resource
S180,15	面容 ID
K181,5	row
S181,10	面容 ID
K182,5	alert-title
S182,18	你要允许“%@”使用面容 ID 吗？
K183,5	privacy-parent
S183,21	面容 ID 与密码
K184,5	privacy-row
S184,18	其他 App
K185,3	nfc
M186,5,3
K186,5	resource
S186,15	NFC 读取器
K187,5	row
S187,10	NFC
K188,5	alert-title
S188,18	准备扫描
K189,3	tracking
M190,5,5
K190,5	name
S190,11	跟踪
K191,5	resource
S191,15	你在其他公司的 App 和网站上的活动
K192,5	row
S192,10	允许跟踪
K193,5	privacy-row
S193,18	跟踪
K194,5	alert-title
S194,18	允许“%@”跟踪你在其他公司的 App 和网站上的活动吗？
K195,3	local-network
M196,5,3
K196,5	resource
S196,15	本地网络
K197,5	row
S197,10	本地网络
K198,5	alert-title
S198,18	“%@”想要查找并连接到本地网络上的设备
K199,3	focus-status
M200,5,3
K200,5	resource
S200,15	专注模式状态
K201,5	row
S201,10	专注模式
K202,5	alert-title
S202,18	“%@”想访问你的专注模式状态
K203,3	nearby-interaction
M204,5,3
K204,5	resource
S204,15	附近的设备
K205,5	row
S205,10	附近交互
K206,5	alert-title
S206,18	“%@”想查找附近的设备并与之交互
K207,3	nearby-interaction-allow-once
M208,5,3
K208,5	resource
S208,15	附近的设备
K209,5	row
S209,10	附近交互
K210,5	alert-title
S210,18	“%@”想查找附近的设备并与之交互
K211,3	tv-provider
M212,5,3
K212,5	resource
S212,15	电视提供商帐户
K213,5	row
S213,10	电视提供商
K214,5	alert-title
S214,18	“%@”想访问你的电视提供商帐户
K215,3	sensorkit
M216,5,3
K216,5	resource
S216,15	研究传感器与使用数据
K217,5	row
S217,10	研究传感器与使用数据
K218,5	alert-title
S218,18	“%@”想访问研究传感器与使用数据
K219,3	identity
M220,5,3
K220,5	resource
S220,15	钱包中的身份证件
K221,5	row
S221,10	钱包
K222,5	alert-title
S222,18	“%@”想验证你的身份
K223,3	gamekit-friends
M224,5,3
K224,5	resource
S224,15	Game Center 好友
K225,5	row
S225,10	Game Center 好友
K226,5	alert-title
S226,18	“%@”想访问你的 Game Center 好友
K227,3	financial-data
M228,5,3
K228,5	resource
S228,15	财务数据
K229,5	row
S229,10	钱包
K230,5	alert-title
S230,18	“%@”想访问你的财务数据
K231,3	critical-messaging
M232,5,3
K232,5	resource
S232,15	关键信息
K233,5	row
S233,10	关键信息
K234,5	alert-title
S234,18	“%@”想发送关键信息
K235,3	alarmkit
M236,5,3
K236,5	resource
S236,15	闹钟
K237,5	row
S237,10	闹钟与计时器
K238,5	alert-title
S238,18	“%@”想设定闹钟和计时器
K239,3	voip
M240,5,3
K240,5	resource
S240,15	网络通话
K241,5	row
S241,10	VoIP
K242,5	alert-title
S242,18	“%@”想在后台接收 VoIP 网络电话
K243,3	notifications
M244,5,3
K244,5	resource
S244,15	通知
K245,5	row
S245,10	通知
K246,5	alert-title
S246,18	“%@”想给你发送通知
K249,1	rules
M250,3,28
K250,3	script
S250,11	hans
K251,3	full-stops
Q251,15,3
S251,16	。
S251,21	！
S251,26	？
K252,3	closing-marks
Q252,18,4
S252,19	”
S252,24	’
S252,29	）
S252,34	」
K253,3	quotes
Q253,11,4
S253,12	“
S253,17	”
S253,22	‘
S253,27	’
K254,3	foreign-quotes
Q254,19,4
S254,20	「
S254,25	」
S254,30	『
S254,35	』
K260,3	restating-hints
Q260,20,25
S260,21	权限
S260,25	许可
S260,29	同意
S260,33	授权
S260,37	允许
S260,41	访问权
S260,46	使用权
S260,51	是否
S261,5	不使用
S261,10	不会
S261,14	并不
S261,18	从不
S261,22	不访问
S261,27	不获取
S261,32	不收集
S261,37	不录制
S261,42	不需要
S261,47	插件
S261,51	外挂
S261,55	套件
S261,59	sdk
S261,64	第三方库
S261,70	框架
S261,74	模块
S261,78	组件
K263,3	restating-short-hints
Q263,26,3
S263,27	访问
S263,31	使用
S263,35	获取
K264,3	restating
Q265,5,9
S265,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S266,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S268,7	(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S269,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S271,7	(是否|可否|能否)(允许|授权|同意).{0,10}(访问|使用|获取|获得|存取|取用|读取)(你|您)?的?.{0,8}$
S272,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S274,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
S276,7	(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)
S277,7	(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)
K279,3	passive
Q280,5,2
S280,7	(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)
S281,7	被(用于|用来|用於|用來)
K284,3	passive-hints
Q284,18,4
S284,19	用于
S284,23	用来
S284,27	用於
S284,31	用來
K285,3	passive-agents
Q285,19,3
S285,20	我们
S285,24	我們
S285,28	本公司
K287,3	passive-assurances
Q287,23,12
S287,24	不会上传
S287,30	不会储存
S287,36	不会存储
S287,42	不会保存
S287,48	不会分享
S287,54	不会离开
S287,60	只在你的设备
S287,68	只在您的设备
S287,76	仅在你的设备
S287,84	仅在您的设备
S287,92	不會上傳
S287,98	不會儲存
K289,3	passive-negations
S289,22	不未非绝絕
K290,3	reason-markers
Q290,19,24
S290,20	以便
S290,24	用于
S290,28	用来
S290,32	为了
S290,36	以
S290,39	来
S290,42	可以
S290,46	让你
S290,50	让您
S290,54	便于
S290,58	方便
S290,62	从而
S290,66	帮助
S290,70	例如
S290,74	比如
S291,5	如
S291,8	当
S291,11	时
S291,14	才能
S291,18	进行
S291,22	后，
S291,26	用作
S291,30	将
S291,33	把
K294,3	no-reason-words
Q294,20,65
S294,21	到
S294,24	至
S294,27	此应用程序
S294,34	此应用程式
S294,41	应用程序
S294,47	应用程式
S294,53	本应用
S294,58	此应用
S294,63	该应用
S294,68	应用
S294,72	app
S294,77	我们
S294,81	你的
S294,85	您的
S294,89	你
S294,92	您
S294,95	的
S294,98	需要
S294,102	想要
S294,106	希望
S294,110	请
S294,113	允许
S294,117	授权
S294,121	同意
S294,125	权限
S294,129	许可
S294,133	访问
S294,137	使用
S294,141	获取
S294,145	获得
S294,149	存取
S294,153	取用
S294,157	开启
S294,161	打开
S294,165	才能
S294,169	以便
S294,173	用于
S294,177	用来
S294,181	以
S294,184	来
S294,187	进行
S294,191	功能
S294,195	相关
S294,199	正常
S294,203	某些
S294,207	部分
S294,211	此
S294,214	本
S294,217	该
S294,220	会
S294,223	将
S294,226	可以
S294,230	可
S294,233	能
S294,236	要
S294,239	和
S294,242	及
S294,245	与
S294,248	或
S294,251	并
S294,254	这
S294,257	被
S294,260	为
S294,263	信息
S294,267	数据
K295,3	vague-phrases
Q295,18,24
S295,19	更好的体验
S295,26	更好地体验
S295,33	提升体验
S295,39	提升用户体验
S295,47	优化体验
S295,53	更佳体验
S295,59	最佳体验
S295,65	更好的服务
S296,5	提供更好
S296,11	更优质的服务
S296,19	改善体验
S296,25	更流畅的体验
S296,33	最佳…体验
S296,40	最好…体验
S296,47	提升…体验
S296,54	更好…体验
S296,61	优化…体验
S296,68	改善…体验
S297,5	提升服务
S297,11	优化服务
S297,17	改善服务
S297,23	改进服务
S297,29	完善服务
S297,35	改进产品
K298,3	placeholders
Q298,17,14
S298,18	TODO
S298,24	TBD
S298,29	FIXME
S298,36	XXX
S298,41	lorem ipsum
S298,54	待定
S298,58	待翻译
S298,63	待翻譯
S298,68	待补充
S298,73	待補充
S298,78	占位
S298,82	此处填写
S298,88	翻译中
S298,93	$(
K300,3	placeholder-values
Q300,23,11
S300,24	是
S300,27	否
S300,30	无
S300,33	描述
S300,37	说明
S300,41	用途说明
S300,47	权限说明
S300,53	使用说明
S300,59	文本
S300,63	测试
S300,67	允许
K302,3	doubled-words
Q302,18,13
S302,19	的
S302,22	你的
S302,26	您的
S302,30	我们的
S302,35	你
S302,38	您
S302,41	在
S302,44	是
S302,47	和
S302,50	与
S302,53	把
S302,56	将
S302,59	了
K304,3	read-words
Q304,15,12
S304,16	选择
S304,20	选取
S304,24	上传
S304,28	分享
S304,32	发送
S304,36	浏览
S304,40	查看
S304,44	读取
S304,48	导入
S304,52	识别
S304,56	使用你的
S304,62	使用您的
K305,3	write-words
Q305,16,6
S305,17	保存
S305,21	存储
S305,25	储存
S305,29	存入
S305,33	导出
S305,37	写入
K307,3	apple-names
M308,5,4
K308,5	Face ID
S308,14	面容 ID
K309,5	FaceID
S309,13	面容 ID
K310,5	Touch ID
S310,15	触控 ID
K311,5	TouchID
S311,14	触控 ID
K314,3	regional-terms
M315,5,14
K315,5	存取
S315,9	访问
K316,5	联络人
S316,10	联系人
K317,5	聯絡人
S317,10	联系人
K318,5	汇入
S318,9	导入
K319,5	匯入
S319,9	导入
K320,5	汇出
S320,9	导出
K321,5	匯出
S321,9	导出
K322,5	应用程式
S322,11	应用
K323,5	應用程式
S323,11	应用
K324,5	使用者
S324,10	用户
K325,5	位址
S325,9	地址
K326,5	登入
S326,9	登录
K327,5	软体
S327,9	软件
K328,5	軟體
S328,9	软件
K329,3	min-columns
S329,16	12
K330,3	max-columns
S330,16	140
K331,3	pronouns
Q331,13,2
S331,14	你
S331,17	您
K333,3	also-wrong-script
S333,22	後夥徵摺菸麽箝麴於
K334,3	resources
M335,5,11
K335,5	camera
M335,13,3
K335,15	names
Q335,22,3
S335,23	相机
S335,27	摄像头
S335,32	镜头
K335,37	related
Q335,46,11
S335,47	拍照
S335,51	拍摄
S335,55	扫描
S335,59	扫码
S335,63	二维码
S335,68	QR
S335,72	视频
S335,76	录像
S335,80	照片
S335,84	自拍
S335,88	录制
K336,7	does
Q336,13,17
S336,14	拍照
S336,18	拍摄照片和视频
S336,27	拍摄照片或视频
S336,36	拍照和录像
S336,43	拍照或录像
S336,50	拍照片
S336,55	拍摄照片
S336,61	拍摄视频
S336,67	拍视频
S336,72	拍摄
S336,76	录像
S336,80	录影
S336,84	录制视频
S336,90	使用相机
S336,96	使用摄像头
S336,103	访问相机
S336,109	访问摄像头
K337,5	microphone
M337,17,3
K337,19	names
Q337,26,2
S337,27	麦克风
S337,32	话筒
K337,37	related
Q337,46,6
S337,47	录音
S337,51	语音
S337,55	声音
S337,59	通话
S337,63	录制
S337,67	说话
K338,7	does
Q338,13,11
S338,14	录音
S338,18	录制音频
S338,24	录制声音
S338,30	录制语音
S338,36	采集声音
S338,42	采集音频
S338,48	捕获音频
S338,54	声音采集
S338,60	收音
S338,64	使用麦克风
S338,71	访问麦克风
K339,5	photos
M339,13,3
K339,15	names
Q339,22,3
S339,23	相册
S339,27	图库
S339,31	照片图库
K339,38	related
Q339,47,7
S339,48	照片
S339,52	图片
S339,56	保存
S339,60	存储
S339,64	壁纸
S339,68	视频
S339,72	相片
K340,7	does
Q340,13,18
S340,14	保存照片
S340,20	保存图片
S340,26	保存到相册
S340,33	保存至相册
S340,40	存储照片
S340,46	储存照片
S340,52	访问相册
S340,58	访问照片
S340,64	访问照片图库
S340,72	访问图库
S340,78	读取照片
S340,84	读取相册
S340,90	使用相册
S340,96	使用照片
S340,102	选择照片
S340,108	选取照片
S340,114	选择图片
S340,120	选取图片
K341,5	contacts
M341,15,3
K341,17	names
Q341,24,2
S341,25	通讯录
S341,30	联系人
K341,36	related
Q341,45,4
S341,46	好友
S341,50	朋友
S341,54	邀请
S341,58	电话号码
K342,7	does
Q342,13,5
S342,14	访问通讯录
S342,21	读取通讯录
S342,28	访问联系人
S342,35	读取联系人
S342,42	使用通讯录
K343,5	calendars
M343,16,3
K343,18	names
Q343,25,1
S343,26	日历
K343,31	related
Q343,40,5
S343,41	日程
S343,45	事件
S343,49	预约
S343,53	活动
S343,57	预订
K344,7	does
Q344,13,3
S344,14	访问日历
S344,20	读取日历
S344,26	使用日历
K345,5	reminders
M345,16,3
K345,18	names
Q345,25,1
S345,26	提醒事项
K345,33	related
Q345,42,3
S345,43	待办
S345,47	任务
S345,51	提醒
K346,7	does
Q346,13,2
S346,14	访问提醒事项
S346,22	读取提醒事项
K347,5	location
M347,15,3
K347,17	names
Q347,24,2
S347,25	位置
S347,29	定位
K347,34	related
Q347,43,7
S347,44	地图
S347,48	附近
S347,52	导航
S347,56	所在
S347,60	城市
S347,64	天气
S347,68	路线
K348,7	does
Q348,13,13
S348,14	获取位置
S348,20	获取你的位置
S348,28	获取您的位置
S348,36	获取定位
S348,42	获得位置
S348,48	获取当前位置
S348,56	确定位置
S348,62	使用位置
S348,68	使用你的位置
S348,76	使用您的位置
S348,84	访问位置
S348,90	位置信息
S348,96	定位
K349,5	bluetooth
M349,16,3
K349,18	names
Q349,25,1
S349,26	蓝牙
K349,31	related
Q349,40,4
S349,41	设备
S349,45	配件
S349,49	连接
S349,53	配对
K350,7	does
Q350,13,5
S350,14	使用蓝牙
S350,20	访问蓝牙
S350,26	连接蓝牙
S350,32	连接蓝牙设备
S350,40	搜索蓝牙设备
K351,5	health
M351,13,3
K351,15	names
Q351,22,2
S351,23	健康数据
S351,29	“健康”
K351,36	related
Q351,45,6
S351,46	运动
S351,50	步数
S351,54	心率
S351,58	睡眠
S351,62	体重
S351,66	血糖
K352,7	does
Q352,13,3
S352,14	读取健康数据
S352,22	写入健康数据
S352,30	访问健康数据
K353,5	face-id
M353,14,3
K353,16	names
Q353,23,3
S353,24	面容 ID
S353,31	Face ID
S353,40	FaceID
K353,49	related
Q353,58,4
S353,59	解锁
S353,63	验证
S353,67	登录
S353,71	身份
K354,7	does
Q354,13,5
S354,14	使用面容 id
S354,23	使用 face id
S354,35	身份验证
S354,41	验证身份
S354,47	进行身份验证
K355,5	speech-recognition
M355,25,3
K355,27	names
Q355,34,1
S355,35	语音识别
K355,42	related
Q355,51,4
S355,52	听写
S355,56	转写
S355,60	语音
S355,64	转录
K356,7	does
Q356,13,4
S356,14	语音识别
S356,20	识别语音
S356,26	使用语音识别
S356,34	语音转文字

"""#

  private static let localeZhHant = #"""
M9,1,15
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
K21,1	settings
M22,3,8
K22,3	app
S22,8	設定
K23,3	privacy
M23,12,2
K23,14	ios15
S23,21	隱私權
K23,26	ios16
S23,33	隱私權與安全性
K24,3	apps
S24,9	App
K25,3	precise-location
S25,21	精確位置
K26,3	allow-notifications
S26,24	允許通知
K27,3	health-all
S27,15	全部開啟
K28,3	screen-time
S28,16	螢幕使用時間
K29,3	content-restrictions
S29,25	內容與隱私權限制
K32,1	your
M32,7,2
K32,9	possessive
S32,21	你的
K32,25	pronoun
S32,34	你
K34,1	list
M34,7,3
K34,9	separator
S34,20	、
K34,23	and
S34,28	和
K34,31	or
S34,35	或
K36,1	buttons
M37,3,6
K37,3	open-settings
S37,18	前往設定
K38,3	not-now
S38,12	稍後再說
K39,3	later
S39,10	稍後開啟
K40,3	open-now
S40,13	立即開啟
K41,3	got-it
S41,11	我知道了
K42,3	continue
S42,13	繼續
K45,1	alert-you-before-ios16
S45,25	您
K47,1	alert-buttons
M48,3,10
K48,3	deny
S48,9	不允許
K49,3	ok
S49,7	好
K50,3	allow
S50,10	允許
K51,3	allow-once
S51,15	允許一次
K52,3	allow-while-using
S52,22	使用 App 期間允許
K53,3	select-photos
S53,18	選取照片⋯
K54,3	allow-all-photos
S54,21	允許取用所有照片
K55,3	limit-access
S55,17	限制取用⋯
K56,3	allow-full-access
S56,22	允許完整取用
K57,3	ask-not-to-track
S57,21	要求 App 不要追蹤
K59,1	permissions
M60,3,42
K60,3	camera
M61,5,3
K61,5	resource
S61,15	相機
K62,5	row
S62,10	相機
K63,5	alert-title
S63,18	「%@」想要取用你的相機
K64,3	microphone
M65,5,3
K65,5	resource
S65,15	麥克風
K66,5	row
S66,10	麥克風
K67,5	alert-title
S67,18	「%@」想要取用你的麥克風
K68,3	photo-library
M69,5,5
K69,5	selected
S69,15	你選取的照片
K70,5	resource
S70,15	照片
K71,5	row
S71,10	照片
K72,5	choice
M72,13,2
K72,15	ios15
S72,22	所有照片
K72,28	ios17
S72,35	完整取用
K73,5	alert-title
S73,18	「%@」想要取用你的照片
K74,3	photo-library-add
M75,5,4
K75,5	resource
S75,15	照片
K76,5	row
S76,10	照片
K77,5	choice
S77,13	僅加入照片
K78,5	alert-title
S78,18	「%@」想要加入你的「照片」
K79,3	contacts
M80,5,5
K80,5	selected
S80,15	你選取的聯絡人
K81,5	resource
S81,15	聯絡人
K82,5	row
S82,10	聯絡人
K83,5	choice
S83,13	完整取用
K84,5	alert-title
S84,18	「%@」想要取用聯絡人
K85,3	calendars
M86,5,3
K86,5	resource
S86,15	行事曆
K87,5	row
S87,10	行事曆
K88,5	alert-title
S88,18	「%@」想要取用你的行事曆
K89,3	calendars-full-access
M90,5,4
K90,5	resource
S90,15	行事曆
K91,5	row
S91,10	行事曆
K92,5	choice
S92,13	完整取用
K93,5	alert-title
S93,18	「%@」想要完整取用你的行事曆
K94,3	calendars-write-only
M95,5,4
K95,5	resource
S95,15	行事曆
K96,5	row
S96,10	行事曆
K97,5	choice
S97,13	僅加入行程
K98,5	alert-title
S98,18	「%@」想要將行程加入你的行事曆
K99,3	reminders
M100,5,3
K100,5	resource
S100,15	提醒事項
K101,5	row
S101,10	提醒事項
K102,5	alert-title
S102,18	「%@」想要取用你的提醒事項
K103,3	reminders-full-access
M104,5,3
K104,5	resource
S104,15	提醒事項
K105,5	row
S105,10	提醒事項
K106,5	alert-title
S106,18	「%@」想要完整取用你的提醒事項
K107,3	location-when-in-use
M108,5,5
K108,5	resource
S108,15	位置
K109,5	row
S109,10	位置
K110,5	privacy-row
S110,18	定位服務
K111,5	choice
S111,13	使用 App 期間
K112,5	alert-title
S112,18	要允許「%@」使用你的位置嗎？
K113,3	location-always
M114,5,5
K114,5	resource
S114,15	位置
K115,5	row
S115,10	位置
K116,5	privacy-row
S116,18	定位服務
K117,5	choice
S117,13	永遠
K118,5	alert-title
S118,18	要允許「%@」使用你的位置嗎？
K119,3	location-always-legacy
M120,5,5
K120,5	resource
S120,15	位置
K121,5	row
S121,10	位置
K122,5	privacy-row
S122,18	定位服務
K123,5	choice
S123,13	永遠
K124,5	alert-title
S124,18	要允許「%@」在你未使用 App 時取用你的位置嗎？
K125,3	location-legacy
M126,5,5
K126,5	resource
S126,15	位置
K127,5	row
S127,10	位置
K128,5	privacy-row
S128,18	定位服務
K129,5	choice
S129,13	使用 App 期間
K130,5	alert-title
S130,18	「%@」想要使用你的目前位置
K131,3	bluetooth
M132,5,3
K132,5	resource
S132,15	藍牙
K133,5	row
S133,10	藍牙
K134,5	alert-title
S134,18	「%@」想要使用藍牙
K135,3	bluetooth-peripheral
M136,5,3
K136,5	resource
S136,15	藍牙
K137,5	row
S137,10	藍牙
K138,5	alert-title
S138,18	「%@」想要使用藍牙
K139,3	bluetooth-while-in-use
M140,5,3
K140,5	resource
S140,15	藍牙
K141,5	row
S141,10	藍牙
K142,5	alert-title
S142,18	「%@」想要在使用期間使用藍牙
K143,3	motion
M144,5,3
K144,5	resource
S144,15	動作與健身資料
K145,5	row
S145,10	動作與健身
K146,5	alert-title
S146,18	「%@」想要取用你的動作與健身記錄
K147,3	fall-detection
M148,5,3
K148,5	resource
S148,15	跌倒偵測
K149,5	row
S149,10	跌倒偵測
K150,5	alert-title
S150,18	「%@」想要使用跌倒偵測
K151,3	speech-recognition
M152,5,3
K152,5	resource
S152,15	語音辨識
K153,5	row
S153,10	語音辨識
K154,5	alert-title
S154,18	「%@」想要取用語音辨識
K155,3	siri
M156,5,3
K156,5	resource
S156,15	Siri
K157,5	row
S157,10	Siri
K158,5	alert-title
S158,18	你要將「%@」與 Siri 搭配使用嗎？
K159,3	media-library
M160,5,3
K160,5	resource
S160,15	媒體資料庫
K161,5	row
S161,10	媒體與 Apple Music
K162,5	alert-title
S162,18	「%@」想要取用 Apple Music、你的音樂和影片活動和媒體資料庫
K163,3	homekit
M164,5,3
K164,5	resource
S164,15	家庭資料
K165,5	row
S165,10	HomeKit
K166,5	alert-title
S166,18	「%@」想要取用你的家庭資料
K167,3	health-share
M168,5,3
K168,5	resource
S168,15	健康資料
K169,5	row
S169,10	健康
K170,5	alert-title
S170,18	「%@」想要取用你的健康資料
K171,3	health-update
M172,5,3
K172,5	resource
S172,15	健康資料
K173,5	row
S173,10	健康
K174,5	alert-title
S174,18	允許「%@」更新你的健康資料。
K175,3	health-records
M176,5,3
K176,5	resource
S176,15	健康紀錄
K177,5	row
S177,10	健康
K178,5	alert-title
S178,18	「%@」想要取用你的健康紀錄
K179,3	face-id
M180,5,5
K180,5	resource
S180,15	Face ID
K181,5	row
S181,10	Face ID
K182,5	alert-title
S182,18	要允許「%@」使用 Face ID 嗎？
K183,5	privacy-parent
S183,21	Face ID 與密碼
K184,5	privacy-row
S184,18	其他 App
K185,3	nfc
M186,5,3
K186,5	resource
S186,15	NFC 讀取器
K187,5	row
S187,10	NFC
K188,5	alert-title
S188,18	準備掃描
K189,3	tracking
M190,5,5
K190,5	name
S190,11	追蹤
K191,5	resource
S191,15	你在其他公司的 App 和網站上的活動
K192,5	row
S192,10	允許追蹤
K193,5	privacy-row
S193,18	追蹤
K194,5	alert-title
S194,18	要允許「%@」追蹤你在其他公司 App 和網站的記錄嗎？
K195,3	local-network
M196,5,3
K196,5	resource
S196,15	區域網路
K197,5	row
S197,10	區域網路
K198,5	alert-title
S198,18	「%@」想要尋找並連接你區域網路上的裝置
K199,3	focus-status
M200,5,3
K200,5	resource
S200,15	專注模式狀態
K201,5	row
S201,10	專注模式
K202,5	alert-title
S202,18	「%@」想要取用你的專注模式狀態
K203,3	nearby-interaction
M204,5,3
K204,5	resource
S204,15	附近的裝置
K205,5	row
S205,10	附近互動
K206,5	alert-title
S206,18	「%@」想要尋找附近的裝置並與之互動
K207,3	nearby-interaction-allow-once
M208,5,3
K208,5	resource
S208,15	附近的裝置
K209,5	row
S209,10	附近互動
K210,5	alert-title
S210,18	「%@」想要尋找附近的裝置並與之互動
K211,3	tv-provider
M212,5,3
K212,5	resource
S212,15	電視業者帳號
K213,5	row
S213,10	電視業者
K214,5	alert-title
S214,18	「%@」想要取用你的電視業者帳號
K215,3	sensorkit
M216,5,3
K216,5	resource
S216,15	研究感測器與使用資料
K217,5	row
S217,10	研究感測器與使用資料
K218,5	alert-title
S218,18	「%@」想要取用研究感測器與使用資料
K219,3	identity
M220,5,3
K220,5	resource
S220,15	錢包中的身分證件
K221,5	row
S221,10	錢包
K222,5	alert-title
S222,18	「%@」想要驗證你的身分
K223,3	gamekit-friends
M224,5,3
K224,5	resource
S224,15	Game Center 好友
K225,5	row
S225,10	Game Center 好友
K226,5	alert-title
S226,18	「%@」想要取用你的 Game Center 好友
K227,3	financial-data
M228,5,3
K228,5	resource
S228,15	財務資料
K229,5	row
S229,10	錢包
K230,5	alert-title
S230,18	「%@」想要取用你的財務資料
K231,3	critical-messaging
M232,5,3
K232,5	resource
S232,15	重要訊息
K233,5	row
S233,10	重要訊息
K234,5	alert-title
S234,18	「%@」想要傳送重要訊息
K235,3	alarmkit
M236,5,3
K236,5	resource
S236,15	鬧鐘
K237,5	row
S237,10	鬧鐘與計時器
K238,5	alert-title
S238,18	「%@」想要設定鬧鐘與計時器
K239,3	voip
M240,5,3
K240,5	resource
S240,15	網路通話
K241,5	row
S241,10	VoIP
K242,5	alert-title
S242,18	「%@」想要在背景接收 VoIP 通話
K243,3	notifications
M244,5,3
K244,5	resource
S244,15	通知
K245,5	row
S245,10	通知
K246,5	alert-title
S246,18	「%@」想要傳送通知
K249,1	rules
M250,3,31
K250,3	script
S250,11	hant
K251,3	full-stops
Q251,15,3
S251,16	。
S251,21	！
S251,26	？
K252,3	closing-marks
Q252,18,4
S252,19	」
S252,24	』
S252,29	）
S252,34	”
K253,3	quotes
Q253,11,4
S253,12	「
S253,17	」
S253,22	『
S253,27	』
K254,3	foreign-quotes
Q254,19,2
S254,20	“
S254,25	”
K258,3	restating-hints
Q258,20,30
S258,21	權限
S258,25	許可
S258,29	同意
S258,33	授權
S258,37	允許
S258,41	存取權
S258,46	取用權
S258,51	是否
S259,5	不使用
S259,10	不會
S259,14	並不
S259,18	從不
S259,22	不取用
S259,27	不存取
S259,32	不訪問
S259,37	不獲取
S259,42	不取得
S259,47	不收集
S259,52	不錄製
S259,57	不需要
S259,62	插件
S259,66	外掛
S259,70	套件
S259,74	sdk
S259,79	第三方庫
S259,85	框架
S259,89	模組
S259,93	模塊
S259,97	元件
S259,101	組件
K261,3	restating-short-hints
Q261,26,6
S261,27	取用
S261,31	存取
S261,35	使用
S261,39	取得
S261,43	訪問
S261,47	獲取
K262,3	restating
Q263,5,9
S263,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S264,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S266,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S267,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S269,7	(是否|可否|能否)(允許|授權|同意).{0,10}(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,8}$
S270,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S272,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S274,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S275,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K277,3	passive
Q278,5,2
S278,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S279,7	被(用於|用來|用于|用来)
K282,3	passive-hints
Q282,18,4
S282,19	用於
S282,23	用來
S282,27	用于
S282,31	用来
K283,3	passive-agents
Q283,19,3
S283,20	我們
S283,24	我们
S283,28	本公司
K285,3	passive-assurances
Q285,23,12
S285,24	不會上傳
S285,30	不會儲存
S285,36	不會保存
S285,42	不會分享
S285,48	不會離開
S285,54	只在你的裝置
S285,62	只在您的裝置
S285,70	僅在你的裝置
S285,78	僅在您的裝置
S285,86	不会上传
S285,92	不会储存
S285,98	不会保存
K287,3	passive-negations
S287,22	不未非絕绝
K288,3	reason-markers
Q288,19,24
S288,20	以便
S288,24	用於
S288,28	用來
S288,32	為了
S288,36	以
S288,39	來
S288,42	可以
S288,46	讓你
S288,50	讓您
S288,54	便於
S288,58	方便
S288,62	從而
S288,66	幫助
S288,70	例如
S288,74	比如
S289,5	如
S289,8	當
S289,11	時
S289,14	才能
S289,18	進行
S289,22	後，
S289,26	用作
S289,30	將
S289,33	把
K292,3	no-reason-words
Q292,20,68
S292,21	到
S292,24	至
S292,27	此應用程式
S292,34	此應用程序
S292,41	應用程式
S292,47	應用程序
S292,53	本應用
S292,58	此應用
S292,63	該應用
S292,68	應用
S292,72	app
S292,77	我們
S292,81	你的
S292,85	您的
S292,89	你
S292,92	您
S292,95	的
S292,98	需要
S292,102	想要
S292,106	希望
S292,110	請
S292,113	允許
S292,117	授權
S292,121	同意
S292,125	權限
S292,129	許可
S292,133	取用
S292,137	存取
S292,141	使用
S292,145	取得
S292,149	獲取
S292,153	獲得
S292,157	訪問
S292,161	開啟
S292,165	打開
S292,169	才能
S292,173	以便
S292,177	用於
S292,181	用來
S292,185	以
S292,188	來
S292,191	進行
S292,195	功能
S292,199	相關
S292,203	正常
S292,207	某些
S292,211	部分
S292,215	此
S292,218	本
S292,221	該
S292,224	會
S292,227	將
S292,230	可以
S292,234	可
S292,237	能
S292,240	要
S292,243	和
S292,246	及
S292,249	與
S292,252	或
S292,255	並
S292,258	這
S292,261	被
S292,264	為
S292,267	資訊
S292,271	資料
S292,275	信息
S292,279	數據
K293,3	vague-phrases
Q293,18,24
S293,19	更好的體驗
S293,26	更好地體驗
S293,33	提升體驗
S293,39	提升使用者體驗
S293,48	優化體驗
S293,54	更佳體驗
S293,60	最佳體驗
S293,66	更好的服務
S294,5	提供更好
S294,11	更優質的服務
S294,19	改善體驗
S294,25	更流暢的體驗
S294,33	最佳…體驗
S294,40	最好…體驗
S294,47	提升…體驗
S294,54	更好…體驗
S294,61	優化…體驗
S294,68	改善…體驗
S295,5	提升服務
S295,11	優化服務
S295,17	改善服務
S295,23	改進服務
S295,29	完善服務
S295,35	改進產品
K296,3	placeholders
Q296,17,13
S296,18	TODO
S296,24	TBD
S296,29	FIXME
S296,36	XXX
S296,41	lorem ipsum
S296,54	待定
S296,58	待翻譯
S296,63	待翻译
S296,68	待補充
S296,73	佔位
S296,77	此處填寫
S296,83	翻譯中
S296,88	$(
K298,3	placeholder-values
Q298,23,11
S298,24	是
S298,27	否
S298,30	無
S298,33	描述
S298,37	說明
S298,41	用途說明
S298,47	權限說明
S298,53	使用說明
S298,59	文字
S298,63	測試
S298,67	允許
K300,3	doubled-words
Q300,18,13
S300,19	的
S300,22	你的
S300,26	您的
S300,30	我們的
S300,35	你
S300,38	您
S300,41	在
S300,44	是
S300,47	和
S300,50	與
S300,53	把
S300,56	將
S300,59	了
K302,3	read-words
Q302,15,13
S302,16	選擇
S302,20	選取
S302,24	上傳
S302,28	分享
S302,32	傳送
S302,36	瀏覽
S302,40	檢視
S302,44	查看
S302,48	讀取
S302,52	匯入
S302,56	辨識
S302,60	使用你的
S302,66	使用您的
K303,3	write-words
Q303,16,5
S303,17	儲存
S303,21	保存
S303,25	存入
S303,29	匯出
S303,33	寫入
K305,3	apple-names
M306,5,6
K306,5	面容 ID
S306,12	Face ID
K307,5	面容ID
S307,11	Face ID
K308,5	觸控 ID
S308,12	Touch ID
K309,5	觸控ID
S309,11	Touch ID
K310,5	FaceID
S310,13	Face ID
K311,5	TouchID
S311,14	Touch ID
K312,3	min-columns
S312,16	12
K313,3	max-columns
S313,16	140
K314,3	pronouns
Q314,13,2
S314,14	你
S314,17	您
K318,3	also-wrong-script
S318,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K321,3	regional-terms
M322,5,54
K322,5	訪問
S322,9	取用
K323,5	視頻
S323,9	影片
K324,5	用戶
S324,9	使用者
K325,5	信息
S325,9	資訊
K326,5	默認
S326,9	預設
K327,5	網絡
S327,9	網路
K328,5	軟件
S328,9	軟體
K329,5	硬件
S329,9	硬體
K330,5	設置
S330,9	設定
K331,5	數據
S331,9	資料
K332,5	設備
S332,9	裝置
K333,5	獲取
S333,9	取得
K334,5	攝像頭
S334,10	相機
K335,5	相冊
S335,9	相簿
K336,5	屏幕
S336,9	螢幕
K337,5	鼠標
S337,9	滑鼠
K338,5	內存
S338,9	記憶體
K339,5	登錄
S339,9	登入
K340,5	短信
S340,9	簡訊
K341,5	個性化
S341,10	個人化
K342,5	質量
S342,9	品質
K343,5	激活
S343,9	啟用
K344,5	服務器
S344,10	伺服器
K345,5	緩存
S345,9	快取
K346,5	二維碼
S346,10	QR 碼
K347,5	實時
S347,9	即時
K348,5	在線
S348,9	線上
K349,5	賬號
S349,9	帳號
K350,5	賬戶
S350,9	帳號
K351,5	菜單
S351,9	選單
K352,5	界面
S352,9	介面
K353,5	運行
S353,9	執行
K354,5	兼容
S354,9	相容
K355,5	搜索
S355,9	搜尋
K356,5	粘貼
S356,9	貼上
K357,5	打印
S357,9	列印
K358,5	刷新
S358,9	重新整理
K359,5	導出
S359,9	匯出
K360,5	導入
S360,9	匯入
K361,5	咪高風
S361,10	麥克風
K362,5	咪高峰
S362,10	麥克風
K363,5	後台
S363,9	背景
K364,5	應用程序
S364,11	應用程式
K365,5	當前
S365,9	目前
K366,5	添加
S366,9	新增
K367,5	保存
S367,9	儲存
K368,5	許可權
S368,10	權限
K369,5	本地網路
S369,11	區域網路
K370,5	位置訊息
S370,11	位置資訊
K371,5	音頻
S371,9	音訊
K372,5	插件
S372,9	外掛程式
K373,5	語音識別
S373,11	語音辨識
K374,5	人臉識別
S374,11	臉部辨識
K375,5	文字消息
S375,11	文字訊息
K377,3	regional-exceptions
Q377,24,2
S377,25	行動數據
S377,31	數據機
K383,3	colloquial-terms
M384,5,26
K384,5	佢哋
S384,9	他們
K385,5	我哋
S385,9	我們
K386,5	你哋
S386,9	你們
K387,5	而家
S387,9	現在
K388,5	邊度
S388,9	哪裡
K389,5	點樣
S389,9	怎樣
K390,5	影相
S390,9	拍照
K391,5	同埋
S391,9	以及
K392,5	嘅
S392,8	的
K393,5	咗
S393,8	了
K394,5	唔
S394,8	不
K395,5	冇
S395,8	沒有
K396,5	佢
S396,8	他
K397,5	喺
S397,8	在
K398,5	嘢
S398,8	東西
K399,5	啲
S399,8	些
K400,5	睇
S400,8	看
K401,5	嚟
S401,8	來
K402,5	嗰
S402,8	那
K403,5	噉
S403,8	這樣
K404,5	咁
S404,8	這麼
K405,5	攞
S405,8	拿
K406,5	諗
S406,8	想
K407,5	搵
S407,8	找
K408,5	畀
S408,8	給
K409,5	哋
S409,8	們
K410,3	draft-corrections
M411,5,7
K411,5	許可權
S411,10	權限
K412,5	訪問
S412,9	取用
K413,5	存取
S413,9	取用
K415,5	影象
S415,9	影像
K416,5	圖象
S416,9	圖像
K417,5	頭象
S417,9	頭像
K418,5	錄象
S418,9	錄影
K419,3	resources
M420,5,11
K420,5	camera
M420,13,3
K420,15	names
Q420,22,4
S420,23	相機
S420,27	攝像頭
S420,32	攝影機
S420,37	鏡頭
K420,42	related
Q420,51,11
S420,52	拍照
S420,56	拍攝
S420,60	掃描
S420,64	掃碼
S420,68	條碼
S420,72	QR
S420,76	影片
S420,80	錄影
S420,84	照片
S420,88	自拍
S420,92	錄製
K421,7	does
Q421,13,21
S421,14	拍照
S421,18	拍攝照片和影片
S421,27	拍攝照片或影片
S421,36	拍照和錄影
S421,43	拍照或錄影
S421,50	拍照片
S421,55	拍攝照片
S421,61	拍攝影片
S421,67	拍攝視頻
S421,73	拍影片
S421,78	拍攝
S421,82	錄影
S421,86	錄像
S421,90	錄製影片
S421,96	錄製視頻
S421,102	使用相機
S421,108	使用攝像頭
S421,115	使用攝影機
S421,122	取用相機
S421,128	存取相機
S421,134	訪問相機
K422,5	microphone
M422,17,3
K422,19	names
Q422,26,3
S422,27	麥克風
S422,32	咪高風
S422,37	咪高峰
K422,43	related
Q422,52,6
S422,53	錄音
S422,57	語音
S422,61	聲音
S422,65	通話
S422,69	錄製
S422,73	說話
K423,7	does
Q423,13,18
S423,14	錄音
S423,18	錄製音訊
S423,24	錄製音頻
S423,30	錄製聲音
S423,36	錄製語音
S423,42	擷取聲音
S423,48	擷取音訊
S423,54	採集聲音
S423,60	採集音頻
S423,66	捕獲音頻
S423,72	捕獲音訊
S423,78	聲音擷取
S423,84	聲音採集
S423,90	收音
S423,94	使用麥克風
S423,101	取用麥克風
S423,108	存取麥克風
S423,115	訪問麥克風
K424,5	photos
M424,13,3
K424,15	names
Q424,22,4
S424,23	相簿
S424,27	相冊
S424,31	圖庫
S424,35	照片圖庫
K424,42	related
Q424,51,7
S424,52	照片
S424,56	圖片
S424,60	儲存
S424,64	保存
S424,68	桌布
S424,72	影片
S424,76	相片
K425,7	does
Q425,13,26
S425,14	儲存照片
S425,20	儲存相片
S425,26	儲存圖片
S425,32	保存照片
S425,38	保存圖片
S425,44	儲存到相簿
S425,51	儲存至相簿
S425,58	存入相簿
S425,64	取用照片
S425,70	存取照片
S425,76	存取相簿
S425,82	取用相簿
S425,88	訪問相簿
S425,94	訪問照片
S425,100	存取照片圖庫
S425,108	取用照片圖庫
S425,116	訪問照片圖庫
S425,124	讀取照片
S425,130	讀取相簿
S425,136	使用相簿
S425,142	使用照片
S425,148	選擇照片
S425,154	選取照片
S425,160	選擇相片
S425,166	選擇圖片
S425,172	選取圖片
K426,5	contacts
M426,15,3
K426,17	names
Q426,24,2
S426,25	聯絡人
S426,30	通訊錄
K426,36	related
Q426,45,4
S426,46	好友
S426,50	朋友
S426,54	邀請
S426,58	電話號碼
K427,7	does
Q427,13,7
S427,14	取用聯絡人
S427,21	存取聯絡人
S427,28	讀取聯絡人
S427,35	訪問通訊錄
S427,42	讀取通訊錄
S427,49	存取通訊錄
S427,56	使用通訊錄
K428,5	calendars
M428,16,3
K428,18	names
Q428,25,2
S428,26	行事曆
S428,31	日曆
K428,36	related
Q428,45,5
S428,46	行程
S428,50	事件
S428,54	預約
S428,58	活動
S428,62	預訂
K429,7	does
Q429,13,6
S429,14	取用行事曆
S429,21	存取行事曆
S429,28	讀取行事曆
S429,35	訪問日曆
S429,41	讀取日曆
S429,47	使用行事曆
K430,5	reminders
M430,16,3
K430,18	names
Q430,25,1
S430,26	提醒事項
K430,33	related
Q430,42,3
S430,43	待辦
S430,47	任務
S430,51	提醒
K431,7	does
Q431,13,3
S431,14	取用提醒事項
S431,22	存取提醒事項
S431,30	讀取提醒事項
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
K436,5	health
M436,13,3
K436,15	names
Q436,22,2
S436,23	健康資料
S436,29	「健康」
K436,36	related
Q436,45,6
S436,46	運動
S436,50	步數
S436,54	心率
S436,58	睡眠
S436,62	體重
S436,66	血糖
K437,7	does
Q437,13,5
S437,14	讀取健康資料
S437,22	寫入健康資料
S437,30	取用健康資料
S437,38	存取健康資料
S437,46	讀取健康數據
K438,5	face-id
M438,14,3
K438,16	names
Q438,23,2
S438,24	Face ID
S438,33	FaceID
K438,42	related
Q438,51,5
S438,52	解鎖
S438,56	驗證
S438,60	登入
S438,64	身分
S438,68	身份
K439,7	does
Q439,13,7
S439,14	使用 face id
S439,26	身分驗證
S439,32	身份驗證
S439,38	驗證身分
S439,44	驗證身份
S439,50	進行身分驗證
S439,58	進行身份驗證
K440,5	speech-recognition
M440,25,3
K440,27	names
Q440,34,2
S440,35	語音辨識
S440,41	語音識別
K440,48	related
Q440,57,4
S440,58	聽寫
S440,62	轉寫
S440,66	語音
S440,70	轉錄
K441,7	does
Q441,13,6
S441,14	語音辨識
S441,20	語音識別
S441,26	辨識語音
S441,32	識別語音
S441,38	使用語音辨識
S441,46	語音轉文字

"""#
}
