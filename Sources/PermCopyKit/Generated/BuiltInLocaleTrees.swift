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
Q262,26,5
S262,27	access
S262,35	use
S262,40	permission
S262,52	when in use
S262,65	always
K263,3	restating
Q264,5,13
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
S280,7	^(needs?|requires?) (your |the )?(current )?(location|camera|microphone|photos?|contacts|bluetooth|motion)( data)?( access)?( when in use| always( and when in use)?)?[.!]?$
S281,7	^(always|when in use|always and when in use|while using the app)[.!]?$
S283,7	\\b(for|by|in) (the |this |a |our )?([\\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\\b
K286,3	passive
Q287,5,1
S287,7	\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b
K290,3	passive-hints
Q290,18,8
S290,19	used
S290,25	collected
S290,36	shared
S290,44	accessed
S290,54	processed
S290,65	analyzed
S290,75	analysed
S290,85	tracked
K291,3	passive-agents
Q291,19,6
S291,20	 we 
S291,28	 we'
S291,36	 our 
S291,45	 us 
S291,53	 uses 
S291,63	 use 
K293,3	passive-assurances
Q293,23,13
S293,24	never uploaded
S293,40	never stored
S293,54	never saved
S293,67	never leaves
S293,81	never leave
S293,94	not uploaded
S293,108	not stored
S293,120	not saved
S293,131	not shared
S293,143	stays on your
S293,158	stay on your
S293,172	only on your device
S293,193	only on this device
K296,3	passive-concerns
Q296,21,15
S296,22	 ads
S296,30	advertis
S296,40	marketing
S296,51	partner
S296,60	third part
S296,72	third-part
S296,84	analytics
S296,95	personaliz
S296,107	personalis
S296,119	improve
S296,128	enhance
S296,137	optimi
S296,145	research
S296,155	sold to
S296,164	sell
K297,3	reason-markers
Q297,19,24
S297,20	 to 
S297,28	 so 
S297,36	 for 
S297,45	because
S297,56	 when 
S297,66	 while 
S297,77	 lets 
S297,87	 allows 
S298,5	 helps 
S298,16	 by 
S298,24	 in order
S298,37	e.g.
S298,45	for example
S298,60	such as
S298,71	 used 
S298,81	 uses 
S298,91	 if 
S299,5	 can 
S299,14	(
S299,19	 from 
S299,29	 into 
S299,39	 with 
S299,49	 on 
S299,57	 in 
K302,3	no-reason-words
Q302,20,78
S302,21	this
S302,27	that
S302,33	these
S302,40	app
S302,45	application
S302,58	the
S302,63	a
S302,66	an
S302,70	your
S302,76	you
S302,81	we
S302,85	us
S302,89	our
S302,94	it
S302,98	its
S302,103	is
S302,107	are
S302,112	be
S302,116	been
S302,122	will
S302,128	would
S302,135	could
S302,142	like
S302,148	want
S302,154	wants
S302,161	need
S302,167	needs
S302,174	needed
S302,182	require
S302,191	requires
S302,201	required
S302,211	necessary
S302,222	access
S302,230	permission
S302,242	permissions
S302,255	allow
S302,262	allows
S302,270	let
S302,275	lets
S302,281	please
S302,289	grant
S302,296	enable
S302,304	give
S302,310	get
S302,315	consent
S302,324	use
S302,329	uses
S302,335	used
S302,341	using
S302,348	to
S302,352	for
S302,357	in
S302,361	of
S302,365	and
S302,370	or
S302,374	with
S302,380	on
S302,384	by
S302,388	from
S302,394	so
S302,398	can
S302,403	may
S302,408	only
S302,414	some
S302,420	certain
S302,429	feature
S302,438	features
S302,448	function
S302,458	functions
S302,469	functionality
S302,484	properly
S302,494	correctly
S302,505	work
S302,511	works
S302,518	working
S302,527	information
S302,540	info
S302,546	data
K303,3	vague-phrases
Q303,18,28
S303,19	better experience
S303,38	improve your experience
S303,63	enhance your experience
S304,5	best experience
S304,22	improved experience
S304,43	better user experience
S304,67	optimal experience
S305,5	better service
S305,21	improve our service
S305,42	improve our services
S305,64	enhance the app
S306,5	best … experience
S306,24	make the app … better
S306,47	enhance … experience
S306,69	improve … experience
S307,5	better … experience
S307,26	more personalized experience
S307,56	better search result
S307,78	better ads
S308,5	-related features
S308,24	-related functions
S308,44	related functions and services
S308,76	improve app usage
S309,5	improve the app
S309,22	improve our app
S309,39	improve this app
S309,57	improve the service
S310,5	improve our products
K311,3	placeholders
Q311,17,8
S311,18	TODO
S311,24	TBD
S311,29	FIXME
S311,36	XXX
S311,41	lorem ipsum
S311,54	placeholder text
S311,72	translate me
S311,86	$(
K313,3	placeholder-values
Q313,23,13
S313,24	yes
S313,29	no
S313,33	none
S313,39	n/a
S313,46	description
S313,59	usage description
S313,78	purpose
S313,87	text
S313,93	string
S313,101	value
S313,108	test
S313,114	-
S313,119	...
K315,3	doubled-words
Q315,18,17
S315,19	the
S315,24	a
S315,27	an
S315,31	to
S315,35	of
S315,39	your
S315,45	you
S315,50	in
S315,54	on
S315,58	for
S315,63	and
S315,68	with
S315,74	is
S315,78	will
S315,84	can
S315,89	this
S315,95	that's
K319,3	read-words
Q319,15,35
S319,16	choose
S319,24	choosing
S319,34	pick
S319,40	picking
S319,49	select
S319,57	selecting
S319,68	load
S319,74	loading
S319,83	upload
S319,91	uploading
S319,102	attach
S319,110	attaching
S319,121	send
S319,127	sending
S319,136	share
S319,143	sharing
S319,152	browse
S319,160	browsing
S319,170	view
S319,176	viewing
S319,185	import
S319,193	importing
S319,204	read
S319,210	reading
S319,219	identify
S319,229	set as
S319,237	use your
S319,247	using your
S319,259	sync
S319,265	syncing
S319,274	synchronize
S319,287	track
S319,294	tracking
S319,304	monitor
S319,313	monitoring
K320,3	write-words
Q320,16,13
S320,17	save
S320,23	saving
S320,31	store
S320,38	storing
S320,47	export
S320,55	exporting
S320,66	download
S320,76	downloading
S320,89	write
S320,96	writing
S320,105	sync
S320,111	syncing
S320,120	synchronize
K322,3	apple-names
M323,5,2
K323,5	FaceID
S323,13	Face ID
K324,5	TouchID
S324,14	Touch ID
K325,3	min-columns
S325,16	20
K326,3	max-columns
S326,16	200
K327,3	resources
M328,5,11
K328,5	camera
M328,13,3
K328,15	names
Q328,22,1
S328,23	camera
K328,32	related
Q328,41,8
S328,42	photo
S328,49	picture
S328,58	video
S328,65	scan
S328,71	QR
S328,75	selfie
S328,83	record
S328,91	film
K329,7	does
Q329,13,21
S329,14	take photos
S329,27	take a photo
S329,41	take photo
S329,53	take pictures
S329,68	take a picture
S329,84	take picture
S329,98	take videos
S329,111	take a video
S329,125	take photos and videos
S329,149	record video
S329,163	record videos
S329,178	record a video
S329,194	capture photos
S329,210	capture a photo
S329,227	capture images
S329,243	capture video
S329,258	capture videos
S329,274	use the camera
S329,290	use your camera
S329,307	access the camera
S329,326	access your camera
K330,5	microphone
M330,17,3
K330,19	names
Q330,26,1
S330,27	microphone
K330,40	related
Q330,49,8
S330,50	record
S330,58	voice
S330,65	audio
S330,72	sound
S330,79	speak
S330,86	talk
S330,92	call
S330,98	dictat
K331,7	does
Q331,13,12
S331,14	record audio
S331,28	record sound
S331,42	record sounds
S331,57	record your voice
S331,76	record voice
S331,90	capture audio
S331,105	capture sound
S331,120	audio recording
S331,137	use the microphone
S331,157	use your microphone
S331,178	access the microphone
S331,201	access your microphone
K332,5	photos
M332,13,3
K332,15	names
Q332,22,3
S332,23	photo library
S332,38	photo album
S332,51	camera roll
K332,65	related
Q332,74,6
S332,75	photo
S332,82	picture
S332,91	image
S332,98	save
S332,104	video
S332,111	wallpaper
K333,7	does
Q333,13,26
S333,14	access photos
S333,29	access your photos
S333,49	access the photo library
S333,75	access your photo library
S333,102	save photos
S333,115	save images
S333,128	save pictures
S333,143	save videos
S333,156	save photos and videos
S333,180	save to your photo library
S333,208	save to the photo library
S333,235	use your photos
S333,252	use the photo library
S333,275	select photos
S333,290	select a photo
S333,306	choose photos
S333,321	choose a photo
S333,337	pick photos
S333,350	pick a photo
S333,364	select images
S333,379	choose images
S333,394	add photos to your device
S333,421	add photos to your photo library
S333,455	add photos to the photo library
S333,488	save photos to your device
S333,516	save to your device
K334,5	contacts
M334,15,3
K334,17	names
Q334,24,2
S334,25	contacts
S334,35	address book
K334,50	related
Q334,59,4
S334,60	friend
S334,68	people
S334,76	invite
S334,84	phone number
K335,7	does
Q335,13,5
S335,14	access your contacts
S335,36	access contacts
S335,53	read your contacts
S335,73	read contacts
S335,88	use your contacts
K336,5	calendars
M336,16,3
K336,18	names
Q336,25,1
S336,26	calendar
K336,37	related
Q336,46,4
S336,47	event
S336,54	schedule
S336,64	booking
S336,73	appointment
K337,7	does
Q337,13,5
S337,14	access your calendar
S337,36	access your calendars
S337,59	access the calendar
S337,80	read your calendar
S337,100	read your calendars
K338,5	reminders
M338,16,3
K338,18	names
Q338,25,1
S338,26	reminders
K338,38	related
Q338,47,3
S338,48	to-do
S338,55	task
S338,61	remind
K339,7	does
Q339,13,2
S339,14	access your reminders
S339,37	read your reminders
K340,5	location
M340,15,3
K340,17	names
Q340,24,2
S340,25	location
S340,35	GPS
K340,41	related
Q340,50,7
S340,51	map
S340,56	nearby
S340,64	where
S340,71	city
S340,77	route
S340,84	direction
S340,95	weather
K341,7	does
Q341,13,11
S341,14	get your location
S341,33	get your current location
S341,60	get location
S341,74	obtain your location
S341,96	know your location
S341,116	know where you are
S341,136	determine your location
S341,161	find your location
S341,181	access your location
S341,203	use your location
S341,222	use location
K342,5	bluetooth
M342,16,3
K342,18	names
Q342,25,1
S342,26	Bluetooth
K342,38	related
Q342,47,4
S342,48	device
S342,56	accessor
S342,66	connect
S342,75	pair
K343,7	does
Q343,13,6
S343,14	use bluetooth
S343,29	access bluetooth
S343,47	connect to bluetooth
S343,69	connect to bluetooth devices
S343,99	discover bluetooth devices
S343,127	scan for bluetooth devices
K344,5	health
M344,13,3
K344,15	names
Q344,22,2
S344,23	Health app
S344,35	health data
K344,49	related
Q344,58,7
S344,59	workout
S344,68	step
S344,74	heart
S344,81	sleep
S344,88	weight
S344,96	glucose
S344,105	insulin
K345,7	does
Q345,13,7
S345,14	read your health data
S345,37	read health data
S345,55	write health data
S345,74	save health data
S345,92	save your health data
S345,115	access your health data
S345,140	access health data
K346,5	face-id
M346,14,3
K346,16	names
Q346,23,2
S346,24	Face ID
S346,33	FaceID
K346,42	related
Q346,51,5
S346,52	unlock
S346,60	authenticat
S346,73	sign in
S346,82	log in
S346,90	verify
K347,7	does
Q347,13,5
S347,14	use face id
S347,27	authenticate with face id
S347,54	authenticate you
S347,72	authenticate
S347,86	authentication
K348,5	speech-recognition
M348,25,3
K348,27	names
Q348,34,1
S348,35	speech recognition
K348,56	related
Q348,65,4
S348,66	dictat
S348,74	transcri
S348,84	voice
S348,91	speech
K349,7	does
Q349,13,6
S349,14	recognize speech
S349,32	recognise speech
S349,50	transcribe speech
S349,69	use speech recognition
S349,93	speech recognition
S349,113	speech to text

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
Q298,18,32
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
S301,5	音频相关功能
S301,13	相机相关功能
S301,21	麦克风相关功能
S301,30	定位相关功能
S301,38	位置相关功能
S301,46	相册相关功能
S301,54	照片相关功能
S301,62	蓝牙相关功能
K302,3	placeholders
Q302,17,14
S302,18	TODO
S302,24	TBD
S302,29	FIXME
S302,36	XXX
S302,41	lorem ipsum
S302,54	待定
S302,58	待翻译
S302,63	待翻譯
S302,68	待补充
S302,73	待補充
S302,78	占位
S302,82	此处填写
S302,88	翻译中
S302,93	$(
K304,3	placeholder-values
Q304,23,11
S304,24	是
S304,27	否
S304,30	无
S304,33	描述
S304,37	说明
S304,41	用途说明
S304,47	权限说明
S304,53	使用说明
S304,59	文本
S304,63	测试
S304,67	允许
K306,3	doubled-words
Q306,18,13
S306,19	的
S306,22	你的
S306,26	您的
S306,30	我们的
S306,35	你
S306,38	您
S306,41	在
S306,44	是
S306,47	和
S306,50	与
S306,53	把
S306,56	将
S306,59	了
K309,3	read-words
Q309,15,16
S309,16	选择
S309,20	选取
S309,24	上传
S309,28	分享
S309,32	发送
S309,36	浏览
S309,40	查看
S309,44	读取
S309,48	导入
S309,52	识别
S309,56	使用你的
S309,62	使用您的
S309,68	同步
S309,72	追踪
S309,76	跟踪
S309,80	监测
K310,3	write-words
Q310,16,7
S310,17	保存
S310,21	存储
S310,25	储存
S310,29	存入
S310,33	导出
S310,37	写入
S310,41	同步
K312,3	apple-names
M313,5,10
K313,5	Face ID
S313,14	面容 ID
K314,5	FaceID
S314,13	面容 ID
K315,5	Touch ID
S315,15	触控 ID
K316,5	TouchID
S316,14	触控 ID
K318,5	Apple Health
S318,19	“健康”
K319,5	苹果健康
S319,11	“健康”
K320,5	Health App
S320,17	“健康”App
K321,5	Health app
S321,17	“健康”App
K322,5	Apple Wallet
S322,19	“钱包”
K323,5	Wallet App
S323,17	“钱包”App
K326,3	regional-terms
M327,5,14
K327,5	存取
S327,9	访问
K328,5	联络人
S328,10	联系人
K329,5	聯絡人
S329,10	联系人
K330,5	汇入
S330,9	导入
K331,5	匯入
S331,9	导入
K332,5	汇出
S332,9	导出
K333,5	匯出
S333,9	导出
K334,5	应用程式
S334,11	应用
K335,5	應用程式
S335,11	应用
K336,5	使用者
S336,10	用户
K337,5	位址
S337,9	地址
K338,5	登入
S338,9	登录
K339,5	软体
S339,9	软件
K340,5	軟體
S340,9	软件
K341,3	min-columns
S341,16	12
K342,3	max-columns
S342,16	140
K343,3	pronouns
Q343,13,2
S343,14	你
S343,17	您
K345,3	also-wrong-script
S345,22	後夥徵摺菸麽箝麴於
K346,3	resources
M347,5,11
K347,5	camera
M347,13,3
K347,15	names
Q347,22,3
S347,23	相机
S347,27	摄像头
S347,32	镜头
K347,37	related
Q347,46,11
S347,47	拍照
S347,51	拍摄
S347,55	扫描
S347,59	扫码
S347,63	二维码
S347,68	QR
S347,72	视频
S347,76	录像
S347,80	照片
S347,84	自拍
S347,88	录制
K348,7	does
Q348,13,17
S348,14	拍照
S348,18	拍摄照片和视频
S348,27	拍摄照片或视频
S348,36	拍照和录像
S348,43	拍照或录像
S348,50	拍照片
S348,55	拍摄照片
S348,61	拍摄视频
S348,67	拍视频
S348,72	拍摄
S348,76	录像
S348,80	录影
S348,84	录制视频
S348,90	使用相机
S348,96	使用摄像头
S348,103	访问相机
S348,109	访问摄像头
K349,5	microphone
M349,17,3
K349,19	names
Q349,26,2
S349,27	麦克风
S349,32	话筒
K349,37	related
Q349,46,6
S349,47	录音
S349,51	语音
S349,55	声音
S349,59	通话
S349,63	录制
S349,67	说话
K350,7	does
Q350,13,11
S350,14	录音
S350,18	录制音频
S350,24	录制声音
S350,30	录制语音
S350,36	采集声音
S350,42	采集音频
S350,48	捕获音频
S350,54	声音采集
S350,60	收音
S350,64	使用麦克风
S350,71	访问麦克风
K351,5	photos
M351,13,3
K351,15	names
Q351,22,3
S351,23	相册
S351,27	图库
S351,31	照片图库
K351,38	related
Q351,47,7
S351,48	照片
S351,52	图片
S351,56	保存
S351,60	存储
S351,64	壁纸
S351,68	视频
S351,72	相片
K352,7	does
Q352,13,18
S352,14	保存照片
S352,20	保存图片
S352,26	保存到相册
S352,33	保存至相册
S352,40	存储照片
S352,46	储存照片
S352,52	访问相册
S352,58	访问照片
S352,64	访问照片图库
S352,72	访问图库
S352,78	读取照片
S352,84	读取相册
S352,90	使用相册
S352,96	使用照片
S352,102	选择照片
S352,108	选取照片
S352,114	选择图片
S352,120	选取图片
K353,5	contacts
M353,15,3
K353,17	names
Q353,24,2
S353,25	通讯录
S353,30	联系人
K353,36	related
Q353,45,4
S353,46	好友
S353,50	朋友
S353,54	邀请
S353,58	电话号码
K354,7	does
Q354,13,5
S354,14	访问通讯录
S354,21	读取通讯录
S354,28	访问联系人
S354,35	读取联系人
S354,42	使用通讯录
K355,5	calendars
M355,16,3
K355,18	names
Q355,25,1
S355,26	日历
K355,31	related
Q355,40,5
S355,41	日程
S355,45	事件
S355,49	预约
S355,53	活动
S355,57	预订
K356,7	does
Q356,13,3
S356,14	访问日历
S356,20	读取日历
S356,26	使用日历
K357,5	reminders
M357,16,3
K357,18	names
Q357,25,1
S357,26	提醒事项
K357,33	related
Q357,42,3
S357,43	待办
S357,47	任务
S357,51	提醒
K358,7	does
Q358,13,2
S358,14	访问提醒事项
S358,22	读取提醒事项
K359,5	location
M359,15,3
K359,17	names
Q359,24,2
S359,25	位置
S359,29	定位
K359,34	related
Q359,43,7
S359,44	地图
S359,48	附近
S359,52	导航
S359,56	所在
S359,60	城市
S359,64	天气
S359,68	路线
K360,7	does
Q360,13,13
S360,14	获取位置
S360,20	获取你的位置
S360,28	获取您的位置
S360,36	获取定位
S360,42	获得位置
S360,48	获取当前位置
S360,56	确定位置
S360,62	使用位置
S360,68	使用你的位置
S360,76	使用您的位置
S360,84	访问位置
S360,90	位置信息
S360,96	定位
K361,5	bluetooth
M361,16,3
K361,18	names
Q361,25,1
S361,26	蓝牙
K361,31	related
Q361,40,4
S361,41	设备
S361,45	配件
S361,49	连接
S361,53	配对
K362,7	does
Q362,13,5
S362,14	使用蓝牙
S362,20	访问蓝牙
S362,26	连接蓝牙
S362,32	连接蓝牙设备
S362,40	搜索蓝牙设备
K363,5	health
M363,13,3
K363,15	names
Q363,22,2
S363,23	健康数据
S363,29	“健康”
K363,36	related
Q363,45,6
S363,46	运动
S363,50	步数
S363,54	心率
S363,58	睡眠
S363,62	体重
S363,66	血糖
K364,7	does
Q364,13,3
S364,14	读取健康数据
S364,22	写入健康数据
S364,30	访问健康数据
K365,5	face-id
M365,14,3
K365,16	names
Q365,23,3
S365,24	面容 ID
S365,31	Face ID
S365,40	FaceID
K365,49	related
Q365,58,4
S365,59	解锁
S365,63	验证
S365,67	登录
S365,71	身份
K366,7	does
Q366,13,5
S366,14	使用面容 id
S366,23	使用 face id
S366,35	身份验证
S366,41	验证身份
S366,47	进行身份验证
K367,5	speech-recognition
M367,25,3
K367,27	names
Q367,34,1
S367,35	语音识别
K367,42	related
Q367,51,4
S367,52	听写
S367,56	转写
S367,60	语音
S367,64	转录
K368,7	does
Q368,13,4
S368,14	语音识别
S368,20	识别语音
S368,26	使用语音识别
S368,34	语音转文字

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
Q296,18,33
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
S299,5	音訊相關功能
S299,13	音頻相關功能
S299,21	相機相關功能
S299,29	麥克風相關功能
S299,38	定位相關功能
S299,46	位置相關功能
S299,54	相簿相關功能
S299,62	照片相關功能
S299,70	藍牙相關功能
K300,3	placeholders
Q300,17,13
S300,18	TODO
S300,24	TBD
S300,29	FIXME
S300,36	XXX
S300,41	lorem ipsum
S300,54	待定
S300,58	待翻譯
S300,63	待翻译
S300,68	待補充
S300,73	佔位
S300,77	此處填寫
S300,83	翻譯中
S300,88	$(
K302,3	placeholder-values
Q302,23,11
S302,24	是
S302,27	否
S302,30	無
S302,33	描述
S302,37	說明
S302,41	用途說明
S302,47	權限說明
S302,53	使用說明
S302,59	文字
S302,63	測試
S302,67	允許
K304,3	doubled-words
Q304,18,13
S304,19	的
S304,22	你的
S304,26	您的
S304,30	我們的
S304,35	你
S304,38	您
S304,41	在
S304,44	是
S304,47	和
S304,50	與
S304,53	把
S304,56	將
S304,59	了
K307,3	read-words
Q307,15,16
S307,16	選擇
S307,20	選取
S307,24	上傳
S307,28	分享
S307,32	傳送
S307,36	瀏覽
S307,40	檢視
S307,44	查看
S307,48	讀取
S307,52	匯入
S307,56	辨識
S307,60	使用你的
S307,66	使用您的
S307,72	同步
S307,76	追蹤
S307,80	監測
K308,3	write-words
Q308,16,6
S308,17	儲存
S308,21	保存
S308,25	存入
S308,29	匯出
S308,33	寫入
S308,37	同步
K310,3	apple-names
M311,5,12
K311,5	面容 ID
S311,12	Face ID
K312,5	面容ID
S312,11	Face ID
K313,5	觸控 ID
S313,12	Touch ID
K314,5	觸控ID
S314,11	Touch ID
K315,5	FaceID
S315,13	Face ID
K316,5	TouchID
S316,14	Touch ID
K318,5	Apple Health
S318,19	「健康」
K319,5	蘋果健康
S319,11	「健康」
K320,5	Health App
S320,17	「健康」App
K321,5	Health app
S321,17	「健康」App
K322,5	Apple Wallet
S322,19	「錢包」
K323,5	Wallet App
S323,17	「錢包」App
K324,3	min-columns
S324,16	12
K325,3	max-columns
S325,16	140
K326,3	pronouns
Q326,13,2
S326,14	你
S326,17	您
K330,3	also-wrong-script
S330,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K333,3	regional-terms
M334,5,75
K334,5	訪問
S334,9	取用
K335,5	視頻
S335,9	影片
K336,5	用戶
S336,9	使用者
K337,5	信息
S337,9	資訊
K338,5	默認
S338,9	預設
K339,5	網絡
S339,9	網路
K340,5	軟件
S340,9	軟體
K341,5	硬件
S341,9	硬體
K342,5	設置
S342,9	設定
K343,5	數據
S343,9	資料
K344,5	設備
S344,9	裝置
K345,5	獲取
S345,9	取得
K346,5	攝像頭
S346,10	相機
K347,5	相冊
S347,9	相簿
K348,5	屏幕
S348,9	螢幕
K349,5	鼠標
S349,9	滑鼠
K350,5	內存
S350,9	記憶體
K351,5	登錄
S351,9	登入
K352,5	短信
S352,9	簡訊
K353,5	個性化
S353,10	個人化
K354,5	質量
S354,9	品質
K355,5	激活
S355,9	啟用
K356,5	服務器
S356,10	伺服器
K357,5	緩存
S357,9	快取
K358,5	二維碼
S358,10	QR 碼
K359,5	實時
S359,9	即時
K360,5	在線
S360,9	線上
K361,5	賬號
S361,9	帳號
K362,5	賬戶
S362,9	帳號
K363,5	菜單
S363,9	選單
K364,5	界面
S364,9	介面
K365,5	運行
S365,9	執行
K366,5	兼容
S366,9	相容
K367,5	搜索
S367,9	搜尋
K368,5	粘貼
S368,9	貼上
K369,5	打印
S369,9	列印
K370,5	刷新
S370,9	重新整理
K371,5	導出
S371,9	匯出
K372,5	導入
S372,9	匯入
K373,5	咪高風
S373,10	麥克風
K374,5	咪高峰
S374,10	麥克風
K375,5	後台
S375,9	背景
K376,5	應用程序
S376,11	應用程式
K377,5	當前
S377,9	目前
K378,5	添加
S378,9	新增
K379,5	保存
S379,9	儲存
K380,5	許可權
S380,10	權限
K381,5	本地網路
S381,11	區域網路
K382,5	位置訊息
S382,11	位置資訊
K383,5	音頻
S383,9	音訊
K384,5	插件
S384,9	外掛程式
K385,5	語音識別
S385,11	語音辨識
K386,5	人臉識別
S386,11	臉部辨識
K387,5	文字消息
S387,11	文字訊息
K389,5	卸載
S389,9	解除安裝
K390,5	鏈接
S390,9	連結
K391,5	點擊
S391,9	點一下
K392,5	智能
S392,9	智慧
K393,5	優化
S393,9	最佳化
K394,5	字體
S394,9	字型
K395,5	文本
S395,9	文字
K396,5	信號
S396,9	訊號
K397,5	數碼
S397,9	數位
K398,5	移動數據
S398,11	行動數據
K399,5	移動網絡
S399,11	行動網路
K400,5	日曆
S400,9	行事曆
K401,5	攝像機
S401,10	攝影機
K402,5	截屏
S402,9	截圖
K403,5	全屏
S403,9	全螢幕
K404,5	存儲
S404,9	儲存
K406,5	視頻通話
S406,11	視訊通話
K407,5	視頻會議
S407,11	視訊會議
K408,5	視頻聊天
S408,11	視訊聊天
K409,5	傳感器
S409,10	感測器
K410,5	識別
S410,9	辨識
K412,3	regional-exceptions
Q412,24,7
S412,25	行動數據
S412,31	數據機
S412,36	統計數據
S412,42	大數據
S412,47	識別碼
S412,52	識別證
S412,57	識別符
K418,3	colloquial-terms
M419,5,26
K419,5	佢哋
S419,9	他們
K420,5	我哋
S420,9	我們
K421,5	你哋
S421,9	你們
K422,5	而家
S422,9	現在
K423,5	邊度
S423,9	哪裡
K424,5	點樣
S424,9	怎樣
K425,5	影相
S425,9	拍照
K426,5	同埋
S426,9	以及
K427,5	嘅
S427,8	的
K428,5	咗
S428,8	了
K429,5	唔
S429,8	不
K430,5	冇
S430,8	沒有
K431,5	佢
S431,8	他
K432,5	喺
S432,8	在
K433,5	嘢
S433,8	東西
K434,5	啲
S434,8	些
K435,5	睇
S435,8	看
K436,5	嚟
S436,8	來
K437,5	嗰
S437,8	那
K438,5	噉
S438,8	這樣
K439,5	咁
S439,8	這麼
K440,5	攞
S440,8	拿
K441,5	諗
S441,8	想
K442,5	搵
S442,8	找
K443,5	畀
S443,8	給
K444,5	哋
S444,8	們
K445,3	draft-corrections
M446,5,7
K446,5	許可權
S446,10	權限
K447,5	訪問
S447,9	取用
K448,5	存取
S448,9	取用
K450,5	影象
S450,9	影像
K451,5	圖象
S451,9	圖像
K452,5	頭象
S452,9	頭像
K453,5	錄象
S453,9	錄影
K454,3	resources
M455,5,11
K455,5	camera
M455,13,3
K455,15	names
Q455,22,4
S455,23	相機
S455,27	攝像頭
S455,32	攝影機
S455,37	鏡頭
K455,42	related
Q455,51,11
S455,52	拍照
S455,56	拍攝
S455,60	掃描
S455,64	掃碼
S455,68	條碼
S455,72	QR
S455,76	影片
S455,80	錄影
S455,84	照片
S455,88	自拍
S455,92	錄製
K456,7	does
Q456,13,21
S456,14	拍照
S456,18	拍攝照片和影片
S456,27	拍攝照片或影片
S456,36	拍照和錄影
S456,43	拍照或錄影
S456,50	拍照片
S456,55	拍攝照片
S456,61	拍攝影片
S456,67	拍攝視頻
S456,73	拍影片
S456,78	拍攝
S456,82	錄影
S456,86	錄像
S456,90	錄製影片
S456,96	錄製視頻
S456,102	使用相機
S456,108	使用攝像頭
S456,115	使用攝影機
S456,122	取用相機
S456,128	存取相機
S456,134	訪問相機
K457,5	microphone
M457,17,3
K457,19	names
Q457,26,3
S457,27	麥克風
S457,32	咪高風
S457,37	咪高峰
K457,43	related
Q457,52,6
S457,53	錄音
S457,57	語音
S457,61	聲音
S457,65	通話
S457,69	錄製
S457,73	說話
K458,7	does
Q458,13,18
S458,14	錄音
S458,18	錄製音訊
S458,24	錄製音頻
S458,30	錄製聲音
S458,36	錄製語音
S458,42	擷取聲音
S458,48	擷取音訊
S458,54	採集聲音
S458,60	採集音頻
S458,66	捕獲音頻
S458,72	捕獲音訊
S458,78	聲音擷取
S458,84	聲音採集
S458,90	收音
S458,94	使用麥克風
S458,101	取用麥克風
S458,108	存取麥克風
S458,115	訪問麥克風
K459,5	photos
M459,13,3
K459,15	names
Q459,22,4
S459,23	相簿
S459,27	相冊
S459,31	圖庫
S459,35	照片圖庫
K459,42	related
Q459,51,7
S459,52	照片
S459,56	圖片
S459,60	儲存
S459,64	保存
S459,68	桌布
S459,72	影片
S459,76	相片
K460,7	does
Q460,13,26
S460,14	儲存照片
S460,20	儲存相片
S460,26	儲存圖片
S460,32	保存照片
S460,38	保存圖片
S460,44	儲存到相簿
S460,51	儲存至相簿
S460,58	存入相簿
S460,64	取用照片
S460,70	存取照片
S460,76	存取相簿
S460,82	取用相簿
S460,88	訪問相簿
S460,94	訪問照片
S460,100	存取照片圖庫
S460,108	取用照片圖庫
S460,116	訪問照片圖庫
S460,124	讀取照片
S460,130	讀取相簿
S460,136	使用相簿
S460,142	使用照片
S460,148	選擇照片
S460,154	選取照片
S460,160	選擇相片
S460,166	選擇圖片
S460,172	選取圖片
K461,5	contacts
M461,15,3
K461,17	names
Q461,24,2
S461,25	聯絡人
S461,30	通訊錄
K461,36	related
Q461,45,4
S461,46	好友
S461,50	朋友
S461,54	邀請
S461,58	電話號碼
K462,7	does
Q462,13,7
S462,14	取用聯絡人
S462,21	存取聯絡人
S462,28	讀取聯絡人
S462,35	訪問通訊錄
S462,42	讀取通訊錄
S462,49	存取通訊錄
S462,56	使用通訊錄
K463,5	calendars
M463,16,3
K463,18	names
Q463,25,2
S463,26	行事曆
S463,31	日曆
K463,36	related
Q463,45,5
S463,46	行程
S463,50	事件
S463,54	預約
S463,58	活動
S463,62	預訂
K464,7	does
Q464,13,6
S464,14	取用行事曆
S464,21	存取行事曆
S464,28	讀取行事曆
S464,35	訪問日曆
S464,41	讀取日曆
S464,47	使用行事曆
K465,5	reminders
M465,16,3
K465,18	names
Q465,25,1
S465,26	提醒事項
K465,33	related
Q465,42,3
S465,43	待辦
S465,47	任務
S465,51	提醒
K466,7	does
Q466,13,3
S466,14	取用提醒事項
S466,22	存取提醒事項
S466,30	讀取提醒事項
K467,5	location
M467,15,3
K467,17	names
Q467,24,2
S467,25	位置
S467,29	定位
K467,34	related
Q467,43,7
S467,44	地圖
S467,48	附近
S467,52	導航
S467,56	所在
S467,60	城市
S467,64	天氣
S467,68	路線
K468,7	does
Q468,13,19
S468,14	取得位置
S468,20	取得你的位置
S468,28	取得您的位置
S468,36	取得定位
S468,42	獲取位置
S468,48	獲取你的位置
S468,56	獲取您的位置
S468,64	獲得位置
S468,70	取得目前位置
S468,78	確定位置
S468,84	使用位置
S468,90	使用你的位置
S468,98	使用您的位置
S468,106	取用位置
S468,112	存取位置
S468,118	訪問位置
S468,124	位置資訊
S468,130	位置信息
S468,136	定位
K469,5	bluetooth
M469,16,3
K469,18	names
Q469,25,1
S469,26	藍牙
K469,31	related
Q469,40,5
S469,41	裝置
S469,45	設備
S469,49	配件
S469,53	連接
S469,57	配對
K470,7	does
Q470,13,9
S470,14	使用藍牙
S470,20	取用藍牙
S470,26	存取藍牙
S470,32	訪問藍牙
S470,38	連接藍牙
S470,44	連線藍牙
S470,50	連接藍牙裝置
S470,58	連接藍牙設備
S470,66	搜尋藍牙裝置
K471,5	health
M471,13,3
K471,15	names
Q471,22,2
S471,23	健康資料
S471,29	「健康」
K471,36	related
Q471,45,6
S471,46	運動
S471,50	步數
S471,54	心率
S471,58	睡眠
S471,62	體重
S471,66	血糖
K472,7	does
Q472,13,5
S472,14	讀取健康資料
S472,22	寫入健康資料
S472,30	取用健康資料
S472,38	存取健康資料
S472,46	讀取健康數據
K473,5	face-id
M473,14,3
K473,16	names
Q473,23,2
S473,24	Face ID
S473,33	FaceID
K473,42	related
Q473,51,5
S473,52	解鎖
S473,56	驗證
S473,60	登入
S473,64	身分
S473,68	身份
K474,7	does
Q474,13,7
S474,14	使用 face id
S474,26	身分驗證
S474,32	身份驗證
S474,38	驗證身分
S474,44	驗證身份
S474,50	進行身分驗證
S474,58	進行身份驗證
K475,5	speech-recognition
M475,25,3
K475,27	names
Q475,34,2
S475,35	語音辨識
S475,41	語音識別
K475,48	related
Q475,57,4
S475,58	聽寫
S475,62	轉寫
S475,66	語音
S475,70	轉錄
K476,7	does
Q476,13,6
S476,14	語音辨識
S476,20	語音識別
S476,26	辨識語音
S476,32	識別語音
S476,38	使用語音辨識
S476,46	語音轉文字

"""#
}
