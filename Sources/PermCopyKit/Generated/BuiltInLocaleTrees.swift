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
M251,3,23
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
K292,3	passive-concerns
Q292,21,15
S292,22	 ads
S292,30	advertis
S292,40	marketing
S292,51	partner
S292,60	third part
S292,72	third-part
S292,84	analytics
S292,95	personaliz
S292,107	personalis
S292,119	improve
S292,128	enhance
S292,137	optimi
S292,145	research
S292,155	sold to
S292,164	sell
K293,3	reason-markers
Q293,19,24
S293,20	 to 
S293,28	 so 
S293,36	 for 
S293,45	because
S293,56	 when 
S293,66	 while 
S293,77	 lets 
S293,87	 allows 
S294,5	 helps 
S294,16	 by 
S294,24	 in order
S294,37	e.g.
S294,45	for example
S294,60	such as
S294,71	 used 
S294,81	 uses 
S294,91	 if 
S295,5	 can 
S295,14	(
S295,19	 from 
S295,29	 into 
S295,39	 with 
S295,49	 on 
S295,57	 in 
K298,3	no-reason-words
Q298,20,78
S298,21	this
S298,27	that
S298,33	these
S298,40	app
S298,45	application
S298,58	the
S298,63	a
S298,66	an
S298,70	your
S298,76	you
S298,81	we
S298,85	us
S298,89	our
S298,94	it
S298,98	its
S298,103	is
S298,107	are
S298,112	be
S298,116	been
S298,122	will
S298,128	would
S298,135	could
S298,142	like
S298,148	want
S298,154	wants
S298,161	need
S298,167	needs
S298,174	needed
S298,182	require
S298,191	requires
S298,201	required
S298,211	necessary
S298,222	access
S298,230	permission
S298,242	permissions
S298,255	allow
S298,262	allows
S298,270	let
S298,275	lets
S298,281	please
S298,289	grant
S298,296	enable
S298,304	give
S298,310	get
S298,315	consent
S298,324	use
S298,329	uses
S298,335	used
S298,341	using
S298,348	to
S298,352	for
S298,357	in
S298,361	of
S298,365	and
S298,370	or
S298,374	with
S298,380	on
S298,384	by
S298,388	from
S298,394	so
S298,398	can
S298,403	may
S298,408	only
S298,414	some
S298,420	certain
S298,429	feature
S298,438	features
S298,448	function
S298,458	functions
S298,469	functionality
S298,484	properly
S298,494	correctly
S298,505	work
S298,511	works
S298,518	working
S298,527	information
S298,540	info
S298,546	data
K299,3	vague-phrases
Q299,18,25
S299,19	better experience
S299,38	improve your experience
S299,63	enhance your experience
S300,5	best experience
S300,22	improved experience
S300,43	better user experience
S300,67	optimal experience
S301,5	better service
S301,21	improve our service
S301,42	improve our services
S301,64	enhance the app
S302,5	best … experience
S302,24	make the app … better
S302,47	enhance … experience
S302,69	improve … experience
S303,5	better … experience
S303,26	more personalized experience
S303,56	better search result
S303,78	better ads
S304,5	improve app usage
S304,24	improve the app
S304,41	improve our app
S304,58	improve this app
S304,76	improve the service
S305,5	improve our products
K306,3	placeholders
Q306,17,8
S306,18	TODO
S306,24	TBD
S306,29	FIXME
S306,36	XXX
S306,41	lorem ipsum
S306,54	placeholder text
S306,72	translate me
S306,86	$(
K308,3	placeholder-values
Q308,23,13
S308,24	yes
S308,29	no
S308,33	none
S308,39	n/a
S308,46	description
S308,59	usage description
S308,78	purpose
S308,87	text
S308,93	string
S308,101	value
S308,108	test
S308,114	-
S308,119	...
K310,3	doubled-words
Q310,18,17
S310,19	the
S310,24	a
S310,27	an
S310,31	to
S310,35	of
S310,39	your
S310,45	you
S310,50	in
S310,54	on
S310,58	for
S310,63	and
S310,68	with
S310,74	is
S310,78	will
S310,84	can
S310,89	this
S310,95	that's
K314,3	read-words
Q314,15,31
S314,16	choose
S314,24	choosing
S314,34	pick
S314,40	picking
S314,49	select
S314,57	selecting
S314,68	load
S314,74	loading
S314,83	upload
S314,91	uploading
S314,102	attach
S314,110	attaching
S314,121	send
S314,127	sending
S314,136	share
S314,143	sharing
S314,152	browse
S314,160	browsing
S314,170	view
S314,176	viewing
S314,185	import
S314,193	importing
S314,204	read
S314,210	reading
S314,219	identify
S314,229	set as
S314,237	use your
S314,247	using your
S314,259	sync
S314,265	syncing
S314,274	synchronize
K315,3	write-words
Q315,16,13
S315,17	save
S315,23	saving
S315,31	store
S315,38	storing
S315,47	export
S315,55	exporting
S315,66	download
S315,76	downloading
S315,89	write
S315,96	writing
S315,105	sync
S315,111	syncing
S315,120	synchronize
K317,3	apple-names
M318,5,2
K318,5	FaceID
S318,13	Face ID
K319,5	TouchID
S319,14	Touch ID
K320,3	min-columns
S320,16	20
K321,3	max-columns
S321,16	200
K322,3	resources
M323,5,11
K323,5	camera
M323,13,3
K323,15	names
Q323,22,1
S323,23	camera
K323,32	related
Q323,41,8
S323,42	photo
S323,49	picture
S323,58	video
S323,65	scan
S323,71	QR
S323,75	selfie
S323,83	record
S323,91	film
K324,7	does
Q324,13,21
S324,14	take photos
S324,27	take a photo
S324,41	take photo
S324,53	take pictures
S324,68	take a picture
S324,84	take picture
S324,98	take videos
S324,111	take a video
S324,125	take photos and videos
S324,149	record video
S324,163	record videos
S324,178	record a video
S324,194	capture photos
S324,210	capture a photo
S324,227	capture images
S324,243	capture video
S324,258	capture videos
S324,274	use the camera
S324,290	use your camera
S324,307	access the camera
S324,326	access your camera
K325,5	microphone
M325,17,3
K325,19	names
Q325,26,1
S325,27	microphone
K325,40	related
Q325,49,8
S325,50	record
S325,58	voice
S325,65	audio
S325,72	sound
S325,79	speak
S325,86	talk
S325,92	call
S325,98	dictat
K326,7	does
Q326,13,12
S326,14	record audio
S326,28	record sound
S326,42	record sounds
S326,57	record your voice
S326,76	record voice
S326,90	capture audio
S326,105	capture sound
S326,120	audio recording
S326,137	use the microphone
S326,157	use your microphone
S326,178	access the microphone
S326,201	access your microphone
K327,5	photos
M327,13,3
K327,15	names
Q327,22,3
S327,23	photo library
S327,38	photo album
S327,51	camera roll
K327,65	related
Q327,74,6
S327,75	photo
S327,82	picture
S327,91	image
S327,98	save
S327,104	video
S327,111	wallpaper
K328,7	does
Q328,13,26
S328,14	access photos
S328,29	access your photos
S328,49	access the photo library
S328,75	access your photo library
S328,102	save photos
S328,115	save images
S328,128	save pictures
S328,143	save videos
S328,156	save photos and videos
S328,180	save to your photo library
S328,208	save to the photo library
S328,235	use your photos
S328,252	use the photo library
S328,275	select photos
S328,290	select a photo
S328,306	choose photos
S328,321	choose a photo
S328,337	pick photos
S328,350	pick a photo
S328,364	select images
S328,379	choose images
S328,394	add photos to your device
S328,421	add photos to your photo library
S328,455	add photos to the photo library
S328,488	save photos to your device
S328,516	save to your device
K329,5	contacts
M329,15,3
K329,17	names
Q329,24,2
S329,25	contacts
S329,35	address book
K329,50	related
Q329,59,4
S329,60	friend
S329,68	people
S329,76	invite
S329,84	phone number
K330,7	does
Q330,13,5
S330,14	access your contacts
S330,36	access contacts
S330,53	read your contacts
S330,73	read contacts
S330,88	use your contacts
K331,5	calendars
M331,16,3
K331,18	names
Q331,25,1
S331,26	calendar
K331,37	related
Q331,46,4
S331,47	event
S331,54	schedule
S331,64	booking
S331,73	appointment
K332,7	does
Q332,13,5
S332,14	access your calendar
S332,36	access your calendars
S332,59	access the calendar
S332,80	read your calendar
S332,100	read your calendars
K333,5	reminders
M333,16,3
K333,18	names
Q333,25,1
S333,26	reminders
K333,38	related
Q333,47,3
S333,48	to-do
S333,55	task
S333,61	remind
K334,7	does
Q334,13,2
S334,14	access your reminders
S334,37	read your reminders
K335,5	location
M335,15,3
K335,17	names
Q335,24,2
S335,25	location
S335,35	GPS
K335,41	related
Q335,50,7
S335,51	map
S335,56	nearby
S335,64	where
S335,71	city
S335,77	route
S335,84	direction
S335,95	weather
K336,7	does
Q336,13,11
S336,14	get your location
S336,33	get your current location
S336,60	get location
S336,74	obtain your location
S336,96	know your location
S336,116	know where you are
S336,136	determine your location
S336,161	find your location
S336,181	access your location
S336,203	use your location
S336,222	use location
K337,5	bluetooth
M337,16,3
K337,18	names
Q337,25,1
S337,26	Bluetooth
K337,38	related
Q337,47,4
S337,48	device
S337,56	accessor
S337,66	connect
S337,75	pair
K338,7	does
Q338,13,6
S338,14	use bluetooth
S338,29	access bluetooth
S338,47	connect to bluetooth
S338,69	connect to bluetooth devices
S338,99	discover bluetooth devices
S338,127	scan for bluetooth devices
K339,5	health
M339,13,3
K339,15	names
Q339,22,2
S339,23	Health app
S339,35	health data
K339,49	related
Q339,58,7
S339,59	workout
S339,68	step
S339,74	heart
S339,81	sleep
S339,88	weight
S339,96	glucose
S339,105	insulin
K340,7	does
Q340,13,5
S340,14	read your health data
S340,37	read health data
S340,55	write health data
S340,74	access your health data
S340,99	access health data
K341,5	face-id
M341,14,3
K341,16	names
Q341,23,2
S341,24	Face ID
S341,33	FaceID
K341,42	related
Q341,51,5
S341,52	unlock
S341,60	authenticat
S341,73	sign in
S341,82	log in
S341,90	verify
K342,7	does
Q342,13,5
S342,14	use face id
S342,27	authenticate with face id
S342,54	authenticate you
S342,72	authenticate
S342,86	authentication
K343,5	speech-recognition
M343,25,3
K343,27	names
Q343,34,1
S343,35	speech recognition
K343,56	related
Q343,65,4
S343,66	dictat
S343,74	transcri
S343,84	voice
S343,91	speech
K344,7	does
Q344,13,6
S344,14	recognize speech
S344,32	recognise speech
S344,50	transcribe speech
S344,69	use speech recognition
S344,93	speech recognition
S344,113	speech to text

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
Q73,15,15
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
K74,3	write-words
Q74,16,6
S74,17	儲存
S74,21	保存
S74,25	存入
S74,29	匯出
S74,33	寫入
S74,37	同步
K76,3	apple-names
M77,5,11
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
K85,5	Health App
S85,17	「健康」App
K86,5	Health app
S86,17	「健康」App
K87,5	Apple Wallet
S87,19	「銀包」
K88,5	Wallet App
S88,17	「銀包」App
K89,3	min-columns
S89,16	12
K90,3	max-columns
S90,16	140
K91,3	pronouns
Q91,13,2
S91,14	你
S91,17	您
K95,3	also-wrong-script
S95,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K97,3	regional-terms
M98,5,27
K98,5	添加
S98,9	加入
K99,5	訪問
S99,9	取用
K100,5	視頻
S100,9	影片
K101,5	視頻通話
S101,11	視像通話
K102,5	視頻會議
S102,11	視像會議
K103,5	信息
S103,9	資訊
K104,5	默認
S104,9	預設
K105,5	設置
S105,9	設定
K106,5	獲取
S106,9	取得
K107,5	攝像頭
S107,10	相機
K108,5	相冊
S108,9	相簿
K109,5	屏幕
S109,9	螢幕
K110,5	鼠標
S110,9	滑鼠
K111,5	登錄
S111,9	登入
K112,5	短信
S112,9	短訊
K113,5	個性化
S113,10	個人化
K114,5	質量
S114,9	質素
K115,5	激活
S115,9	啟用
K116,5	二維碼
S116,10	QR 碼
K117,5	菜單
S117,9	選單
K118,5	界面
S118,9	介面
K119,5	搜索
S119,9	搜尋
K120,5	打印
S120,9	列印
K121,5	後台
S121,9	背景
K122,5	應用程序
S122,11	應用程式
K123,5	許可權
S123,10	權限
K124,5	保存
S124,9	儲存
K130,3	colloquial-terms
M131,5,26
K131,5	佢哋
S131,9	他們
K132,5	我哋
S132,9	我們
K133,5	你哋
S133,9	你們
K134,5	而家
S134,9	現在
K135,5	邊度
S135,9	哪裡
K136,5	點樣
S136,9	怎樣
K137,5	影相
S137,9	拍照
K138,5	同埋
S138,9	以及
K139,5	嘅
S139,8	的
K140,5	咗
S140,8	了
K141,5	唔
S141,8	不
K142,5	冇
S142,8	沒有
K143,5	佢
S143,8	他
K144,5	喺
S144,8	在
K145,5	嘢
S145,8	東西
K146,5	啲
S146,8	些
K147,5	睇
S147,8	看
K148,5	嚟
S148,8	來
K149,5	嗰
S149,8	那
K150,5	噉
S150,8	這樣
K151,5	咁
S151,8	這麼
K152,5	攞
S152,8	拿
K153,5	諗
S153,8	想
K154,5	搵
S154,8	找
K155,5	畀
S155,8	給
K156,5	哋
S156,8	們
K157,3	draft-corrections
M158,5,3
K158,5	許可權
S158,10	權限
K159,5	訪問
S159,9	取用
K160,5	存取
S160,9	取用
K161,3	resources
M162,5,7
K162,5	camera
M162,13,3
K162,15	names
Q162,22,4
S162,23	相機
S162,27	攝像頭
S162,32	攝影機
S162,37	鏡頭
K162,42	related
Q162,51,11
S162,52	拍照
S162,56	拍攝
S162,60	掃描
S162,64	掃碼
S162,68	QR
S162,72	影片
S162,76	錄影
S162,80	相片
S162,84	照片
S162,88	自拍
S162,92	錄製
K163,7	does
Q163,13,21
S163,14	拍照
S163,18	拍攝照片和影片
S163,27	拍攝照片或影片
S163,36	拍照和錄影
S163,43	拍照或錄影
S163,50	拍照片
S163,55	拍攝照片
S163,61	拍攝影片
S163,67	拍攝視頻
S163,73	拍影片
S163,78	拍攝
S163,82	錄影
S163,86	錄像
S163,90	錄製影片
S163,96	錄製視頻
S163,102	使用相機
S163,108	使用攝像頭
S163,115	使用攝影機
S163,122	取用相機
S163,128	存取相機
S163,134	訪問相機
K164,5	microphone
M164,17,3
K164,19	names
Q164,26,3
S164,27	咪高風
S164,32	咪高峰
S164,37	麥克風
K164,43	related
Q164,52,6
S164,53	錄音
S164,57	語音
S164,61	聲音
S164,65	通話
S164,69	錄製
S164,73	說話
K165,7	does
Q165,13,18
S165,14	錄音
S165,18	錄製音訊
S165,24	錄製音頻
S165,30	錄製聲音
S165,36	錄製語音
S165,42	擷取聲音
S165,48	擷取音訊
S165,54	採集聲音
S165,60	採集音頻
S165,66	捕獲音頻
S165,72	捕獲音訊
S165,78	聲音擷取
S165,84	聲音採集
S165,90	收音
S165,94	使用麥克風
S165,101	取用麥克風
S165,108	存取麥克風
S165,115	訪問麥克風
K166,5	photos
M166,13,3
K166,15	names
Q166,22,3
S166,23	相簿
S166,27	相冊
S166,31	圖庫
K166,36	related
Q166,45,6
S166,46	相片
S166,50	照片
S166,54	圖片
S166,58	儲存
S166,62	保存
S166,66	影片
K167,7	does
Q167,13,26
S167,14	儲存照片
S167,20	儲存相片
S167,26	儲存圖片
S167,32	保存照片
S167,38	保存圖片
S167,44	儲存到相簿
S167,51	儲存至相簿
S167,58	存入相簿
S167,64	取用照片
S167,70	存取照片
S167,76	存取相簿
S167,82	取用相簿
S167,88	訪問相簿
S167,94	訪問照片
S167,100	存取照片圖庫
S167,108	取用照片圖庫
S167,116	訪問照片圖庫
S167,124	讀取照片
S167,130	讀取相簿
S167,136	使用相簿
S167,142	使用照片
S167,148	選擇照片
S167,154	選取照片
S167,160	選擇相片
S167,166	選擇圖片
S167,172	選取圖片
K168,5	contacts
M168,15,3
K168,17	names
Q168,24,2
S168,25	通訊錄
S168,30	聯絡人
K168,36	related
Q168,45,4
S168,46	好友
S168,50	朋友
S168,54	邀請
S168,58	電話號碼
K169,7	does
Q169,13,7
S169,14	取用聯絡人
S169,21	存取聯絡人
S169,28	讀取聯絡人
S169,35	訪問通訊錄
S169,42	讀取通訊錄
S169,49	存取通訊錄
S169,56	使用通訊錄
K170,5	calendars
M170,16,3
K170,18	names
Q170,25,2
S170,26	日曆
S170,30	行事曆
K170,36	related
Q170,45,4
S170,46	行程
S170,50	事件
S170,54	預約
S170,58	活動
K171,7	does
Q171,13,6
S171,14	取用行事曆
S171,21	存取行事曆
S171,28	讀取行事曆
S171,35	訪問日曆
S171,41	讀取日曆
S171,47	使用行事曆
K172,5	location
M172,15,3
K172,17	names
Q172,24,2
S172,25	位置
S172,29	定位
K172,34	related
Q172,43,7
S172,44	地圖
S172,48	附近
S172,52	導航
S172,56	所在
S172,60	城市
S172,64	天氣
S172,68	路線
K173,7	does
Q173,13,19
S173,14	取得位置
S173,20	取得你的位置
S173,28	取得您的位置
S173,36	取得定位
S173,42	獲取位置
S173,48	獲取你的位置
S173,56	獲取您的位置
S173,64	獲得位置
S173,70	取得目前位置
S173,78	確定位置
S173,84	使用位置
S173,90	使用你的位置
S173,98	使用您的位置
S173,106	取用位置
S173,112	存取位置
S173,118	訪問位置
S173,124	位置資訊
S173,130	位置信息
S173,136	定位
K174,5	bluetooth
M174,16,3
K174,18	names
Q174,25,1
S174,26	藍牙
K174,31	related
Q174,40,5
S174,41	裝置
S174,45	設備
S174,49	配件
S174,53	連接
S174,57	配對
K175,7	does
Q175,13,9
S175,14	使用藍牙
S175,20	取用藍牙
S175,26	存取藍牙
S175,32	訪問藍牙
S175,38	連接藍牙
S175,44	連線藍牙
S175,50	連接藍牙裝置
S175,58	連接藍牙設備
S175,66	搜尋藍牙裝置

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
M250,3,29
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
K290,3	passive-concerns
Q290,21,15
S290,22	广告
S290,26	营销
S290,30	推广
S290,34	合作伙伴
S290,40	第三方
S290,45	数据分析
S290,51	个性化
S290,56	改善
S290,60	改进
S290,64	提升
S290,68	优化
S290,72	研究
S290,76	共享给
S290,81	分享给
S290,86	廣告
K292,3	passive-negations
S292,22	不未非绝絕
K293,3	reason-markers
Q293,19,24
S293,20	以便
S293,24	用于
S293,28	用来
S293,32	为了
S293,36	以
S293,39	来
S293,42	可以
S293,46	让你
S293,50	让您
S293,54	便于
S293,58	方便
S293,62	从而
S293,66	帮助
S293,70	例如
S293,74	比如
S294,5	如
S294,8	当
S294,11	时
S294,14	才能
S294,18	进行
S294,22	后，
S294,26	用作
S294,30	将
S294,33	把
K297,3	no-reason-words
Q297,20,65
S297,21	到
S297,24	至
S297,27	此应用程序
S297,34	此应用程式
S297,41	应用程序
S297,47	应用程式
S297,53	本应用
S297,58	此应用
S297,63	该应用
S297,68	应用
S297,72	app
S297,77	我们
S297,81	你的
S297,85	您的
S297,89	你
S297,92	您
S297,95	的
S297,98	需要
S297,102	想要
S297,106	希望
S297,110	请
S297,113	允许
S297,117	授权
S297,121	同意
S297,125	权限
S297,129	许可
S297,133	访问
S297,137	使用
S297,141	获取
S297,145	获得
S297,149	存取
S297,153	取用
S297,157	开启
S297,161	打开
S297,165	才能
S297,169	以便
S297,173	用于
S297,177	用来
S297,181	以
S297,184	来
S297,187	进行
S297,191	功能
S297,195	相关
S297,199	正常
S297,203	某些
S297,207	部分
S297,211	此
S297,214	本
S297,217	该
S297,220	会
S297,223	将
S297,226	可以
S297,230	可
S297,233	能
S297,236	要
S297,239	和
S297,242	及
S297,245	与
S297,248	或
S297,251	并
S297,254	这
S297,257	被
S297,260	为
S297,263	信息
S297,267	数据
K298,3	vague-phrases
Q298,18,24
S298,19	更好的体验
S298,26	更好地体验
S298,33	提升体验
S298,39	提升用户体验
S298,47	优化体验
S298,53	更佳体验
S298,59	最佳体验
S298,65	更好的服务
S299,5	提供更好
S299,11	更优质的服务
S299,19	改善体验
S299,25	更流畅的体验
S299,33	最佳…体验
S299,40	最好…体验
S299,47	提升…体验
S299,54	更好…体验
S299,61	优化…体验
S299,68	改善…体验
S300,5	提升服务
S300,11	优化服务
S300,17	改善服务
S300,23	改进服务
S300,29	完善服务
S300,35	改进产品
K301,3	placeholders
Q301,17,14
S301,18	TODO
S301,24	TBD
S301,29	FIXME
S301,36	XXX
S301,41	lorem ipsum
S301,54	待定
S301,58	待翻译
S301,63	待翻譯
S301,68	待补充
S301,73	待補充
S301,78	占位
S301,82	此处填写
S301,88	翻译中
S301,93	$(
K303,3	placeholder-values
Q303,23,11
S303,24	是
S303,27	否
S303,30	无
S303,33	描述
S303,37	说明
S303,41	用途说明
S303,47	权限说明
S303,53	使用说明
S303,59	文本
S303,63	测试
S303,67	允许
K305,3	doubled-words
Q305,18,13
S305,19	的
S305,22	你的
S305,26	您的
S305,30	我们的
S305,35	你
S305,38	您
S305,41	在
S305,44	是
S305,47	和
S305,50	与
S305,53	把
S305,56	将
S305,59	了
K308,3	read-words
Q308,15,13
S308,16	选择
S308,20	选取
S308,24	上传
S308,28	分享
S308,32	发送
S308,36	浏览
S308,40	查看
S308,44	读取
S308,48	导入
S308,52	识别
S308,56	使用你的
S308,62	使用您的
S308,68	同步
K309,3	write-words
Q309,16,7
S309,17	保存
S309,21	存储
S309,25	储存
S309,29	存入
S309,33	导出
S309,37	写入
S309,41	同步
K311,3	apple-names
M312,5,9
K312,5	Face ID
S312,14	面容 ID
K313,5	FaceID
S313,13	面容 ID
K314,5	Touch ID
S314,15	触控 ID
K315,5	TouchID
S315,14	触控 ID
K317,5	Apple Health
S317,19	“健康”
K318,5	Health App
S318,17	“健康”App
K319,5	Health app
S319,17	“健康”App
K320,5	Apple Wallet
S320,19	“钱包”
K321,5	Wallet App
S321,17	“钱包”App
K324,3	regional-terms
M325,5,14
K325,5	存取
S325,9	访问
K326,5	联络人
S326,10	联系人
K327,5	聯絡人
S327,10	联系人
K328,5	汇入
S328,9	导入
K329,5	匯入
S329,9	导入
K330,5	汇出
S330,9	导出
K331,5	匯出
S331,9	导出
K332,5	应用程式
S332,11	应用
K333,5	應用程式
S333,11	应用
K334,5	使用者
S334,10	用户
K335,5	位址
S335,9	地址
K336,5	登入
S336,9	登录
K337,5	软体
S337,9	软件
K338,5	軟體
S338,9	软件
K339,3	min-columns
S339,16	12
K340,3	max-columns
S340,16	140
K341,3	pronouns
Q341,13,2
S341,14	你
S341,17	您
K343,3	also-wrong-script
S343,22	後夥徵摺菸麽箝麴於
K344,3	resources
M345,5,11
K345,5	camera
M345,13,3
K345,15	names
Q345,22,3
S345,23	相机
S345,27	摄像头
S345,32	镜头
K345,37	related
Q345,46,11
S345,47	拍照
S345,51	拍摄
S345,55	扫描
S345,59	扫码
S345,63	二维码
S345,68	QR
S345,72	视频
S345,76	录像
S345,80	照片
S345,84	自拍
S345,88	录制
K346,7	does
Q346,13,17
S346,14	拍照
S346,18	拍摄照片和视频
S346,27	拍摄照片或视频
S346,36	拍照和录像
S346,43	拍照或录像
S346,50	拍照片
S346,55	拍摄照片
S346,61	拍摄视频
S346,67	拍视频
S346,72	拍摄
S346,76	录像
S346,80	录影
S346,84	录制视频
S346,90	使用相机
S346,96	使用摄像头
S346,103	访问相机
S346,109	访问摄像头
K347,5	microphone
M347,17,3
K347,19	names
Q347,26,2
S347,27	麦克风
S347,32	话筒
K347,37	related
Q347,46,6
S347,47	录音
S347,51	语音
S347,55	声音
S347,59	通话
S347,63	录制
S347,67	说话
K348,7	does
Q348,13,11
S348,14	录音
S348,18	录制音频
S348,24	录制声音
S348,30	录制语音
S348,36	采集声音
S348,42	采集音频
S348,48	捕获音频
S348,54	声音采集
S348,60	收音
S348,64	使用麦克风
S348,71	访问麦克风
K349,5	photos
M349,13,3
K349,15	names
Q349,22,3
S349,23	相册
S349,27	图库
S349,31	照片图库
K349,38	related
Q349,47,7
S349,48	照片
S349,52	图片
S349,56	保存
S349,60	存储
S349,64	壁纸
S349,68	视频
S349,72	相片
K350,7	does
Q350,13,18
S350,14	保存照片
S350,20	保存图片
S350,26	保存到相册
S350,33	保存至相册
S350,40	存储照片
S350,46	储存照片
S350,52	访问相册
S350,58	访问照片
S350,64	访问照片图库
S350,72	访问图库
S350,78	读取照片
S350,84	读取相册
S350,90	使用相册
S350,96	使用照片
S350,102	选择照片
S350,108	选取照片
S350,114	选择图片
S350,120	选取图片
K351,5	contacts
M351,15,3
K351,17	names
Q351,24,2
S351,25	通讯录
S351,30	联系人
K351,36	related
Q351,45,4
S351,46	好友
S351,50	朋友
S351,54	邀请
S351,58	电话号码
K352,7	does
Q352,13,5
S352,14	访问通讯录
S352,21	读取通讯录
S352,28	访问联系人
S352,35	读取联系人
S352,42	使用通讯录
K353,5	calendars
M353,16,3
K353,18	names
Q353,25,1
S353,26	日历
K353,31	related
Q353,40,5
S353,41	日程
S353,45	事件
S353,49	预约
S353,53	活动
S353,57	预订
K354,7	does
Q354,13,3
S354,14	访问日历
S354,20	读取日历
S354,26	使用日历
K355,5	reminders
M355,16,3
K355,18	names
Q355,25,1
S355,26	提醒事项
K355,33	related
Q355,42,3
S355,43	待办
S355,47	任务
S355,51	提醒
K356,7	does
Q356,13,2
S356,14	访问提醒事项
S356,22	读取提醒事项
K357,5	location
M357,15,3
K357,17	names
Q357,24,2
S357,25	位置
S357,29	定位
K357,34	related
Q357,43,7
S357,44	地图
S357,48	附近
S357,52	导航
S357,56	所在
S357,60	城市
S357,64	天气
S357,68	路线
K358,7	does
Q358,13,13
S358,14	获取位置
S358,20	获取你的位置
S358,28	获取您的位置
S358,36	获取定位
S358,42	获得位置
S358,48	获取当前位置
S358,56	确定位置
S358,62	使用位置
S358,68	使用你的位置
S358,76	使用您的位置
S358,84	访问位置
S358,90	位置信息
S358,96	定位
K359,5	bluetooth
M359,16,3
K359,18	names
Q359,25,1
S359,26	蓝牙
K359,31	related
Q359,40,4
S359,41	设备
S359,45	配件
S359,49	连接
S359,53	配对
K360,7	does
Q360,13,5
S360,14	使用蓝牙
S360,20	访问蓝牙
S360,26	连接蓝牙
S360,32	连接蓝牙设备
S360,40	搜索蓝牙设备
K361,5	health
M361,13,3
K361,15	names
Q361,22,2
S361,23	健康数据
S361,29	“健康”
K361,36	related
Q361,45,6
S361,46	运动
S361,50	步数
S361,54	心率
S361,58	睡眠
S361,62	体重
S361,66	血糖
K362,7	does
Q362,13,3
S362,14	读取健康数据
S362,22	写入健康数据
S362,30	访问健康数据
K363,5	face-id
M363,14,3
K363,16	names
Q363,23,3
S363,24	面容 ID
S363,31	Face ID
S363,40	FaceID
K363,49	related
Q363,58,4
S363,59	解锁
S363,63	验证
S363,67	登录
S363,71	身份
K364,7	does
Q364,13,5
S364,14	使用面容 id
S364,23	使用 face id
S364,35	身份验证
S364,41	验证身份
S364,47	进行身份验证
K365,5	speech-recognition
M365,25,3
K365,27	names
Q365,34,1
S365,35	语音识别
K365,42	related
Q365,51,4
S365,52	听写
S365,56	转写
S365,60	语音
S365,64	转录
K366,7	does
Q366,13,4
S366,14	语音识别
S366,20	识别语音
S366,26	使用语音识别
S366,34	语音转文字

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
M250,3,32
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
K288,3	passive-concerns
Q288,21,19
S288,22	廣告
S288,26	行銷
S288,30	營銷
S288,34	推廣
S288,38	合作夥伴
S288,44	合作伙伴
S288,50	第三方
S288,55	數據分析
S288,61	資料分析
S288,67	個人化
S288,72	個性化
S288,77	改善
S288,81	改進
S288,85	提升
S288,89	優化
S288,93	研究
S288,97	共享給
S288,102	分享給
S288,107	广告
K290,3	passive-negations
S290,22	不未非絕绝
K291,3	reason-markers
Q291,19,24
S291,20	以便
S291,24	用於
S291,28	用來
S291,32	為了
S291,36	以
S291,39	來
S291,42	可以
S291,46	讓你
S291,50	讓您
S291,54	便於
S291,58	方便
S291,62	從而
S291,66	幫助
S291,70	例如
S291,74	比如
S292,5	如
S292,8	當
S292,11	時
S292,14	才能
S292,18	進行
S292,22	後，
S292,26	用作
S292,30	將
S292,33	把
K295,3	no-reason-words
Q295,20,68
S295,21	到
S295,24	至
S295,27	此應用程式
S295,34	此應用程序
S295,41	應用程式
S295,47	應用程序
S295,53	本應用
S295,58	此應用
S295,63	該應用
S295,68	應用
S295,72	app
S295,77	我們
S295,81	你的
S295,85	您的
S295,89	你
S295,92	您
S295,95	的
S295,98	需要
S295,102	想要
S295,106	希望
S295,110	請
S295,113	允許
S295,117	授權
S295,121	同意
S295,125	權限
S295,129	許可
S295,133	取用
S295,137	存取
S295,141	使用
S295,145	取得
S295,149	獲取
S295,153	獲得
S295,157	訪問
S295,161	開啟
S295,165	打開
S295,169	才能
S295,173	以便
S295,177	用於
S295,181	用來
S295,185	以
S295,188	來
S295,191	進行
S295,195	功能
S295,199	相關
S295,203	正常
S295,207	某些
S295,211	部分
S295,215	此
S295,218	本
S295,221	該
S295,224	會
S295,227	將
S295,230	可以
S295,234	可
S295,237	能
S295,240	要
S295,243	和
S295,246	及
S295,249	與
S295,252	或
S295,255	並
S295,258	這
S295,261	被
S295,264	為
S295,267	資訊
S295,271	資料
S295,275	信息
S295,279	數據
K296,3	vague-phrases
Q296,18,24
S296,19	更好的體驗
S296,26	更好地體驗
S296,33	提升體驗
S296,39	提升使用者體驗
S296,48	優化體驗
S296,54	更佳體驗
S296,60	最佳體驗
S296,66	更好的服務
S297,5	提供更好
S297,11	更優質的服務
S297,19	改善體驗
S297,25	更流暢的體驗
S297,33	最佳…體驗
S297,40	最好…體驗
S297,47	提升…體驗
S297,54	更好…體驗
S297,61	優化…體驗
S297,68	改善…體驗
S298,5	提升服務
S298,11	優化服務
S298,17	改善服務
S298,23	改進服務
S298,29	完善服務
S298,35	改進產品
K299,3	placeholders
Q299,17,13
S299,18	TODO
S299,24	TBD
S299,29	FIXME
S299,36	XXX
S299,41	lorem ipsum
S299,54	待定
S299,58	待翻譯
S299,63	待翻译
S299,68	待補充
S299,73	佔位
S299,77	此處填寫
S299,83	翻譯中
S299,88	$(
K301,3	placeholder-values
Q301,23,11
S301,24	是
S301,27	否
S301,30	無
S301,33	描述
S301,37	說明
S301,41	用途說明
S301,47	權限說明
S301,53	使用說明
S301,59	文字
S301,63	測試
S301,67	允許
K303,3	doubled-words
Q303,18,13
S303,19	的
S303,22	你的
S303,26	您的
S303,30	我們的
S303,35	你
S303,38	您
S303,41	在
S303,44	是
S303,47	和
S303,50	與
S303,53	把
S303,56	將
S303,59	了
K306,3	read-words
Q306,15,14
S306,16	選擇
S306,20	選取
S306,24	上傳
S306,28	分享
S306,32	傳送
S306,36	瀏覽
S306,40	檢視
S306,44	查看
S306,48	讀取
S306,52	匯入
S306,56	辨識
S306,60	使用你的
S306,66	使用您的
S306,72	同步
K307,3	write-words
Q307,16,6
S307,17	儲存
S307,21	保存
S307,25	存入
S307,29	匯出
S307,33	寫入
S307,37	同步
K309,3	apple-names
M310,5,11
K310,5	面容 ID
S310,12	Face ID
K311,5	面容ID
S311,11	Face ID
K312,5	觸控 ID
S312,12	Touch ID
K313,5	觸控ID
S313,11	Touch ID
K314,5	FaceID
S314,13	Face ID
K315,5	TouchID
S315,14	Touch ID
K317,5	Apple Health
S317,19	「健康」
K318,5	Health App
S318,17	「健康」App
K319,5	Health app
S319,17	「健康」App
K320,5	Apple Wallet
S320,19	「錢包」
K321,5	Wallet App
S321,17	「錢包」App
K322,3	min-columns
S322,16	12
K323,3	max-columns
S323,16	140
K324,3	pronouns
Q324,13,2
S324,14	你
S324,17	您
K328,3	also-wrong-script
S328,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K331,3	regional-terms
M332,5,74
K332,5	訪問
S332,9	取用
K333,5	視頻
S333,9	影片
K334,5	用戶
S334,9	使用者
K335,5	信息
S335,9	資訊
K336,5	默認
S336,9	預設
K337,5	網絡
S337,9	網路
K338,5	軟件
S338,9	軟體
K339,5	硬件
S339,9	硬體
K340,5	設置
S340,9	設定
K341,5	數據
S341,9	資料
K342,5	設備
S342,9	裝置
K343,5	獲取
S343,9	取得
K344,5	攝像頭
S344,10	相機
K345,5	相冊
S345,9	相簿
K346,5	屏幕
S346,9	螢幕
K347,5	鼠標
S347,9	滑鼠
K348,5	內存
S348,9	記憶體
K349,5	登錄
S349,9	登入
K350,5	短信
S350,9	簡訊
K351,5	個性化
S351,10	個人化
K352,5	質量
S352,9	品質
K353,5	激活
S353,9	啟用
K354,5	服務器
S354,10	伺服器
K355,5	緩存
S355,9	快取
K356,5	二維碼
S356,10	QR 碼
K357,5	實時
S357,9	即時
K358,5	在線
S358,9	線上
K359,5	賬號
S359,9	帳號
K360,5	賬戶
S360,9	帳號
K361,5	菜單
S361,9	選單
K362,5	界面
S362,9	介面
K363,5	運行
S363,9	執行
K364,5	兼容
S364,9	相容
K365,5	搜索
S365,9	搜尋
K366,5	粘貼
S366,9	貼上
K367,5	打印
S367,9	列印
K368,5	刷新
S368,9	重新整理
K369,5	導出
S369,9	匯出
K370,5	導入
S370,9	匯入
K371,5	咪高風
S371,10	麥克風
K372,5	咪高峰
S372,10	麥克風
K373,5	後台
S373,9	背景
K374,5	應用程序
S374,11	應用程式
K375,5	當前
S375,9	目前
K376,5	添加
S376,9	新增
K377,5	保存
S377,9	儲存
K378,5	許可權
S378,10	權限
K379,5	本地網路
S379,11	區域網路
K380,5	位置訊息
S380,11	位置資訊
K381,5	音頻
S381,9	音訊
K382,5	插件
S382,9	外掛程式
K383,5	語音識別
S383,11	語音辨識
K384,5	人臉識別
S384,11	臉部辨識
K385,5	文字消息
S385,11	文字訊息
K387,5	卸載
S387,9	解除安裝
K388,5	鏈接
S388,9	連結
K389,5	點擊
S389,9	點一下
K390,5	智能
S390,9	智慧
K391,5	優化
S391,9	最佳化
K392,5	字體
S392,9	字型
K393,5	文本
S393,9	文字
K394,5	信號
S394,9	訊號
K395,5	數碼
S395,9	數位
K396,5	移動數據
S396,11	行動數據
K397,5	移動網絡
S397,11	行動網路
K398,5	日曆
S398,9	行事曆
K399,5	攝像機
S399,10	攝影機
K400,5	截屏
S400,9	截圖
K401,5	全屏
S401,9	全螢幕
K402,5	存儲
S402,9	儲存
K404,5	視頻通話
S404,11	視訊通話
K405,5	視頻會議
S405,11	視訊會議
K406,5	視頻聊天
S406,11	視訊聊天
K407,5	傳感器
S407,10	感測器
K409,3	regional-exceptions
Q409,24,4
S409,25	行動數據
S409,31	數據機
S409,36	統計數據
S409,42	大數據
K415,3	colloquial-terms
M416,5,26
K416,5	佢哋
S416,9	他們
K417,5	我哋
S417,9	我們
K418,5	你哋
S418,9	你們
K419,5	而家
S419,9	現在
K420,5	邊度
S420,9	哪裡
K421,5	點樣
S421,9	怎樣
K422,5	影相
S422,9	拍照
K423,5	同埋
S423,9	以及
K424,5	嘅
S424,8	的
K425,5	咗
S425,8	了
K426,5	唔
S426,8	不
K427,5	冇
S427,8	沒有
K428,5	佢
S428,8	他
K429,5	喺
S429,8	在
K430,5	嘢
S430,8	東西
K431,5	啲
S431,8	些
K432,5	睇
S432,8	看
K433,5	嚟
S433,8	來
K434,5	嗰
S434,8	那
K435,5	噉
S435,8	這樣
K436,5	咁
S436,8	這麼
K437,5	攞
S437,8	拿
K438,5	諗
S438,8	想
K439,5	搵
S439,8	找
K440,5	畀
S440,8	給
K441,5	哋
S441,8	們
K442,3	draft-corrections
M443,5,7
K443,5	許可權
S443,10	權限
K444,5	訪問
S444,9	取用
K445,5	存取
S445,9	取用
K447,5	影象
S447,9	影像
K448,5	圖象
S448,9	圖像
K449,5	頭象
S449,9	頭像
K450,5	錄象
S450,9	錄影
K451,3	resources
M452,5,11
K452,5	camera
M452,13,3
K452,15	names
Q452,22,4
S452,23	相機
S452,27	攝像頭
S452,32	攝影機
S452,37	鏡頭
K452,42	related
Q452,51,11
S452,52	拍照
S452,56	拍攝
S452,60	掃描
S452,64	掃碼
S452,68	條碼
S452,72	QR
S452,76	影片
S452,80	錄影
S452,84	照片
S452,88	自拍
S452,92	錄製
K453,7	does
Q453,13,21
S453,14	拍照
S453,18	拍攝照片和影片
S453,27	拍攝照片或影片
S453,36	拍照和錄影
S453,43	拍照或錄影
S453,50	拍照片
S453,55	拍攝照片
S453,61	拍攝影片
S453,67	拍攝視頻
S453,73	拍影片
S453,78	拍攝
S453,82	錄影
S453,86	錄像
S453,90	錄製影片
S453,96	錄製視頻
S453,102	使用相機
S453,108	使用攝像頭
S453,115	使用攝影機
S453,122	取用相機
S453,128	存取相機
S453,134	訪問相機
K454,5	microphone
M454,17,3
K454,19	names
Q454,26,3
S454,27	麥克風
S454,32	咪高風
S454,37	咪高峰
K454,43	related
Q454,52,6
S454,53	錄音
S454,57	語音
S454,61	聲音
S454,65	通話
S454,69	錄製
S454,73	說話
K455,7	does
Q455,13,18
S455,14	錄音
S455,18	錄製音訊
S455,24	錄製音頻
S455,30	錄製聲音
S455,36	錄製語音
S455,42	擷取聲音
S455,48	擷取音訊
S455,54	採集聲音
S455,60	採集音頻
S455,66	捕獲音頻
S455,72	捕獲音訊
S455,78	聲音擷取
S455,84	聲音採集
S455,90	收音
S455,94	使用麥克風
S455,101	取用麥克風
S455,108	存取麥克風
S455,115	訪問麥克風
K456,5	photos
M456,13,3
K456,15	names
Q456,22,4
S456,23	相簿
S456,27	相冊
S456,31	圖庫
S456,35	照片圖庫
K456,42	related
Q456,51,7
S456,52	照片
S456,56	圖片
S456,60	儲存
S456,64	保存
S456,68	桌布
S456,72	影片
S456,76	相片
K457,7	does
Q457,13,26
S457,14	儲存照片
S457,20	儲存相片
S457,26	儲存圖片
S457,32	保存照片
S457,38	保存圖片
S457,44	儲存到相簿
S457,51	儲存至相簿
S457,58	存入相簿
S457,64	取用照片
S457,70	存取照片
S457,76	存取相簿
S457,82	取用相簿
S457,88	訪問相簿
S457,94	訪問照片
S457,100	存取照片圖庫
S457,108	取用照片圖庫
S457,116	訪問照片圖庫
S457,124	讀取照片
S457,130	讀取相簿
S457,136	使用相簿
S457,142	使用照片
S457,148	選擇照片
S457,154	選取照片
S457,160	選擇相片
S457,166	選擇圖片
S457,172	選取圖片
K458,5	contacts
M458,15,3
K458,17	names
Q458,24,2
S458,25	聯絡人
S458,30	通訊錄
K458,36	related
Q458,45,4
S458,46	好友
S458,50	朋友
S458,54	邀請
S458,58	電話號碼
K459,7	does
Q459,13,7
S459,14	取用聯絡人
S459,21	存取聯絡人
S459,28	讀取聯絡人
S459,35	訪問通訊錄
S459,42	讀取通訊錄
S459,49	存取通訊錄
S459,56	使用通訊錄
K460,5	calendars
M460,16,3
K460,18	names
Q460,25,2
S460,26	行事曆
S460,31	日曆
K460,36	related
Q460,45,5
S460,46	行程
S460,50	事件
S460,54	預約
S460,58	活動
S460,62	預訂
K461,7	does
Q461,13,6
S461,14	取用行事曆
S461,21	存取行事曆
S461,28	讀取行事曆
S461,35	訪問日曆
S461,41	讀取日曆
S461,47	使用行事曆
K462,5	reminders
M462,16,3
K462,18	names
Q462,25,1
S462,26	提醒事項
K462,33	related
Q462,42,3
S462,43	待辦
S462,47	任務
S462,51	提醒
K463,7	does
Q463,13,3
S463,14	取用提醒事項
S463,22	存取提醒事項
S463,30	讀取提醒事項
K464,5	location
M464,15,3
K464,17	names
Q464,24,2
S464,25	位置
S464,29	定位
K464,34	related
Q464,43,7
S464,44	地圖
S464,48	附近
S464,52	導航
S464,56	所在
S464,60	城市
S464,64	天氣
S464,68	路線
K465,7	does
Q465,13,19
S465,14	取得位置
S465,20	取得你的位置
S465,28	取得您的位置
S465,36	取得定位
S465,42	獲取位置
S465,48	獲取你的位置
S465,56	獲取您的位置
S465,64	獲得位置
S465,70	取得目前位置
S465,78	確定位置
S465,84	使用位置
S465,90	使用你的位置
S465,98	使用您的位置
S465,106	取用位置
S465,112	存取位置
S465,118	訪問位置
S465,124	位置資訊
S465,130	位置信息
S465,136	定位
K466,5	bluetooth
M466,16,3
K466,18	names
Q466,25,1
S466,26	藍牙
K466,31	related
Q466,40,5
S466,41	裝置
S466,45	設備
S466,49	配件
S466,53	連接
S466,57	配對
K467,7	does
Q467,13,9
S467,14	使用藍牙
S467,20	取用藍牙
S467,26	存取藍牙
S467,32	訪問藍牙
S467,38	連接藍牙
S467,44	連線藍牙
S467,50	連接藍牙裝置
S467,58	連接藍牙設備
S467,66	搜尋藍牙裝置
K468,5	health
M468,13,3
K468,15	names
Q468,22,2
S468,23	健康資料
S468,29	「健康」
K468,36	related
Q468,45,6
S468,46	運動
S468,50	步數
S468,54	心率
S468,58	睡眠
S468,62	體重
S468,66	血糖
K469,7	does
Q469,13,5
S469,14	讀取健康資料
S469,22	寫入健康資料
S469,30	取用健康資料
S469,38	存取健康資料
S469,46	讀取健康數據
K470,5	face-id
M470,14,3
K470,16	names
Q470,23,2
S470,24	Face ID
S470,33	FaceID
K470,42	related
Q470,51,5
S470,52	解鎖
S470,56	驗證
S470,60	登入
S470,64	身分
S470,68	身份
K471,7	does
Q471,13,7
S471,14	使用 face id
S471,26	身分驗證
S471,32	身份驗證
S471,38	驗證身分
S471,44	驗證身份
S471,50	進行身分驗證
S471,58	進行身份驗證
K472,5	speech-recognition
M472,25,3
K472,27	names
Q472,34,2
S472,35	語音辨識
S472,41	語音識別
K472,48	related
Q472,57,4
S472,58	聽寫
S472,62	轉寫
S472,66	語音
S472,70	轉錄
K473,7	does
Q473,13,6
S473,14	語音辨識
S473,20	語音識別
S473,26	辨識語音
S473,32	識別語音
S473,38	使用語音辨識
S473,46	語音轉文字

"""#
}
