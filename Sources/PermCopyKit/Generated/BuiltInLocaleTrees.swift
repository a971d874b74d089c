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
Q259,20,20
S259,21	need
S259,27	require
S259,36	want
S259,42	would like
S259,54	access
S259,62	permission
S259,74	allow
S259,81	grant
S259,88	enable
S259,96	give
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
Q264,5,10
S264,7	\\b(needs?|requires?|wants?|would like)( to)?( (get|have|use|access))?( your| the)?( (?!to\\b)\\w+){0,3}? (access|permission)s?\\b
S265,7	\\b(needs?|requires?|wants?|would like) (to )?(access|use)( to)?( your| the)?( \\w+){0,2}?\\b
S266,7	\\b(allow|grant|enable|give) (\\w+ )?(access|permission)( to)?( your| the)?( \\w+){0,2}?\\b
S267,7	^(access|permission) (to|for)( your| the)?( \\w+){0,3}[.!]?$
S268,7	^(to )?(access|use)( your| the)?( \\w+){0,3}[.!]?$
S270,7	\\b(whether to )?(please )?(allow|let) (\\w+ ){0,2}(to )?(access|use)( your| the)?( \\w+){0,2}?[.!?]?$
S272,7	\\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \\w+){0,2}?)?\\b
S274,7	\\b(does not|doesn't|do not|don't|will not|won't|never) (use|access|need|require|record|collect)( any| the| your)?( \\w+){0,2}?\\b
S275,7	\\b(access|permission)s? (is |are )?(required|needed|necessary)\\b
S277,7	\\b(for|by|in) (the |this |a |our )?([\\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\\b
K280,3	passive
Q281,5,1
S281,7	\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b
K284,3	passive-hints
Q284,18,8
S284,19	used
S284,25	collected
S284,36	shared
S284,44	accessed
S284,54	processed
S284,65	analyzed
S284,75	analysed
S284,85	tracked
K285,3	passive-agents
Q285,19,6
S285,20	 we 
S285,28	 we'
S285,36	 our 
S285,45	 us 
S285,53	 uses 
S285,63	 use 
K287,3	passive-assurances
Q287,23,13
S287,24	never uploaded
S287,40	never stored
S287,54	never saved
S287,67	never leaves
S287,81	never leave
S287,94	not uploaded
S287,108	not stored
S287,120	not saved
S287,131	not shared
S287,143	stays on your
S287,158	stay on your
S287,172	only on your device
S287,193	only on this device
K288,3	reason-markers
Q288,19,24
S288,20	 to 
S288,28	 so 
S288,36	 for 
S288,45	because
S288,56	 when 
S288,66	 while 
S288,77	 lets 
S288,87	 allows 
S289,5	 helps 
S289,16	 by 
S289,24	 in order
S289,37	e.g.
S289,45	for example
S289,60	such as
S289,71	 used 
S289,81	 uses 
S289,91	 if 
S290,5	 can 
S290,14	(
S290,19	 from 
S290,29	 into 
S290,39	 with 
S290,49	 on 
S290,57	 in 
K293,3	no-reason-words
Q293,20,78
S293,21	this
S293,27	that
S293,33	these
S293,40	app
S293,45	application
S293,58	the
S293,63	a
S293,66	an
S293,70	your
S293,76	you
S293,81	we
S293,85	us
S293,89	our
S293,94	it
S293,98	its
S293,103	is
S293,107	are
S293,112	be
S293,116	been
S293,122	will
S293,128	would
S293,135	could
S293,142	like
S293,148	want
S293,154	wants
S293,161	need
S293,167	needs
S293,174	needed
S293,182	require
S293,191	requires
S293,201	required
S293,211	necessary
S293,222	access
S293,230	permission
S293,242	permissions
S293,255	allow
S293,262	allows
S293,270	let
S293,275	lets
S293,281	please
S293,289	grant
S293,296	enable
S293,304	give
S293,310	get
S293,315	consent
S293,324	use
S293,329	uses
S293,335	used
S293,341	using
S293,348	to
S293,352	for
S293,357	in
S293,361	of
S293,365	and
S293,370	or
S293,374	with
S293,380	on
S293,384	by
S293,388	from
S293,394	so
S293,398	can
S293,403	may
S293,408	only
S293,414	some
S293,420	certain
S293,429	feature
S293,438	features
S293,448	function
S293,458	functions
S293,469	functionality
S293,484	properly
S293,494	correctly
S293,505	work
S293,511	works
S293,518	working
S293,527	information
S293,540	info
S293,546	data
K294,3	vague-phrases
Q294,18,19
S294,19	better experience
S294,38	improve your experience
S294,63	enhance your experience
S295,5	best experience
S295,22	improved experience
S295,43	better user experience
S295,67	optimal experience
S296,5	better service
S296,21	improve our service
S296,42	improve our services
S296,64	enhance the app
S297,5	best … experience
S297,24	make the app … better
S297,47	enhance … experience
S297,69	improve … experience
S298,5	better … experience
S298,26	more personalized experience
S298,56	better search result
S298,78	better ads
K299,3	placeholders
Q299,17,8
S299,18	TODO
S299,24	TBD
S299,29	FIXME
S299,36	XXX
S299,41	lorem ipsum
S299,54	placeholder text
S299,72	translate me
S299,86	$(
K301,3	placeholder-values
Q301,23,13
S301,24	yes
S301,29	no
S301,33	none
S301,39	n/a
S301,46	description
S301,59	usage description
S301,78	purpose
S301,87	text
S301,93	string
S301,101	value
S301,108	test
S301,114	-
S301,119	...
K303,3	doubled-words
Q303,18,17
S303,19	the
S303,24	a
S303,27	an
S303,31	to
S303,35	of
S303,39	your
S303,45	you
S303,50	in
S303,54	on
S303,58	for
S303,63	and
S303,68	with
S303,74	is
S303,78	will
S303,84	can
S303,89	this
S303,95	that's
K306,3	read-words
Q306,15,28
S306,16	choose
S306,24	choosing
S306,34	pick
S306,40	picking
S306,49	select
S306,57	selecting
S306,68	load
S306,74	loading
S306,83	upload
S306,91	uploading
S306,102	attach
S306,110	attaching
S306,121	send
S306,127	sending
S306,136	share
S306,143	sharing
S306,152	browse
S306,160	browsing
S306,170	view
S306,176	viewing
S306,185	import
S306,193	importing
S306,204	read
S306,210	reading
S306,219	identify
S306,229	set as
S306,237	use your
S306,247	using your
K307,3	write-words
Q307,16,10
S307,17	save
S307,23	saving
S307,31	store
S307,38	storing
S307,47	export
S307,55	exporting
S307,66	download
S307,76	downloading
S307,89	write
S307,96	writing
K309,3	apple-names
M310,5,2
K310,5	FaceID
S310,13	Face ID
K311,5	TouchID
S311,14	Touch ID
K312,3	min-columns
S312,16	20
K313,3	max-columns
S313,16	200
K314,3	resources
M315,5,11
K315,5	camera
M315,13,3
K315,15	names
Q315,22,1
S315,23	camera
K315,32	related
Q315,41,8
S315,42	photo
S315,49	picture
S315,58	video
S315,65	scan
S315,71	QR
S315,75	selfie
S315,83	record
S315,91	film
K316,7	does
Q316,13,21
S316,14	take photos
S316,27	take a photo
S316,41	take photo
S316,53	take pictures
S316,68	take a picture
S316,84	take picture
S316,98	take videos
S316,111	take a video
S316,125	take photos and videos
S316,149	record video
S316,163	record videos
S316,178	record a video
S316,194	capture photos
S316,210	capture a photo
S316,227	capture images
S316,243	capture video
S316,258	capture videos
S316,274	use the camera
S316,290	use your camera
S316,307	access the camera
S316,326	access your camera
K317,5	microphone
M317,17,3
K317,19	names
Q317,26,1
S317,27	microphone
K317,40	related
Q317,49,8
S317,50	record
S317,58	voice
S317,65	audio
S317,72	sound
S317,79	speak
S317,86	talk
S317,92	call
S317,98	dictat
K318,7	does
Q318,13,12
S318,14	record audio
S318,28	record sound
S318,42	record sounds
S318,57	record your voice
S318,76	record voice
S318,90	capture audio
S318,105	capture sound
S318,120	audio recording
S318,137	use the microphone
S318,157	use your microphone
S318,178	access the microphone
S318,201	access your microphone
K319,5	photos
M319,13,3
K319,15	names
Q319,22,3
S319,23	photo library
S319,38	photo album
S319,51	camera roll
K319,65	related
Q319,74,6
S319,75	photo
S319,82	picture
S319,91	image
S319,98	save
S319,104	video
S319,111	wallpaper
K320,7	does
Q320,13,13
S320,14	access photos
S320,29	access your photos
S320,49	access the photo library
S320,75	access your photo library
S320,102	save photos
S320,115	save images
S320,128	save pictures
S320,143	save videos
S320,156	save photos and videos
S320,180	save to your photo library
S320,208	save to the photo library
S320,235	use your photos
S320,252	use the photo library
K321,5	contacts
M321,15,3
K321,17	names
Q321,24,2
S321,25	contacts
S321,35	address book
K321,50	related
Q321,59,4
S321,60	friend
S321,68	people
S321,76	invite
S321,84	phone number
K322,7	does
Q322,13,5
S322,14	access your contacts
S322,36	access contacts
S322,53	read your contacts
S322,73	read contacts
S322,88	use your contacts
K323,5	calendars
M323,16,3
K323,18	names
Q323,25,1
S323,26	calendar
K323,37	related
Q323,46,4
S323,47	event
S323,54	schedule
S323,64	booking
S323,73	appointment
K324,7	does
Q324,13,5
S324,14	access your calendar
S324,36	access your calendars
S324,59	access the calendar
S324,80	read your calendar
S324,100	read your calendars
K325,5	reminders
M325,16,3
K325,18	names
Q325,25,1
S325,26	reminders
K325,38	related
Q325,47,3
S325,48	to-do
S325,55	task
S325,61	remind
K326,7	does
Q326,13,2
S326,14	access your reminders
S326,37	read your reminders
K327,5	location
M327,15,3
K327,17	names
Q327,24,2
S327,25	location
S327,35	GPS
K327,41	related
Q327,50,7
S327,51	map
S327,56	nearby
S327,64	where
S327,71	city
S327,77	route
S327,84	direction
S327,95	weather
K328,7	does
Q328,13,11
S328,14	get your location
S328,33	get your current location
S328,60	get location
S328,74	obtain your location
S328,96	know your location
S328,116	know where you are
S328,136	determine your location
S328,161	find your location
S328,181	access your location
S328,203	use your location
S328,222	use location
K329,5	bluetooth
M329,16,3
K329,18	names
Q329,25,1
S329,26	Bluetooth
K329,38	related
Q329,47,4
S329,48	device
S329,56	accessor
S329,66	connect
S329,75	pair
K330,7	does
Q330,13,6
S330,14	use bluetooth
S330,29	access bluetooth
S330,47	connect to bluetooth
S330,69	connect to bluetooth devices
S330,99	discover bluetooth devices
S330,127	scan for bluetooth devices
K331,5	health
M331,13,3
K331,15	names
Q331,22,2
S331,23	Health app
S331,35	health data
K331,49	related
Q331,58,7
S331,59	workout
S331,68	step
S331,74	heart
S331,81	sleep
S331,88	weight
S331,96	glucose
S331,105	insulin
K332,7	does
Q332,13,5
S332,14	read your health data
S332,37	read health data
S332,55	write health data
S332,74	access your health data
S332,99	access health data
K333,5	face-id
M333,14,3
K333,16	names
Q333,23,2
S333,24	Face ID
S333,33	FaceID
K333,42	related
Q333,51,5
S333,52	unlock
S333,60	authenticat
S333,73	sign in
S333,82	log in
S333,90	verify
K334,7	does
Q334,13,5
S334,14	use face id
S334,27	authenticate with face id
S334,54	authenticate you
S334,72	authenticate
S334,86	authentication
K335,5	speech-recognition
M335,25,3
K335,27	names
Q335,34,1
S335,35	speech recognition
K335,56	related
Q335,65,4
S335,66	dictat
S335,74	transcri
S335,84	voice
S335,91	speech
K336,7	does
Q336,13,6
S336,14	recognize speech
S336,32	recognise speech
S336,50	transcribe speech
S336,69	use speech recognition
S336,93	speech recognition
S336,113	speech to text

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
Q28,20,29
S28,21	權限
S28,25	許可
S28,29	同意
S28,33	授權
S28,37	允許
S28,41	存取權
S28,46	取用權
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
Q33,5,8
S33,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S34,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S35,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S36,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S37,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S39,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S41,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S42,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K44,3	passive
Q45,5,2
S45,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S46,7	被(用於|用來|用于|用来)
K49,3	passive-hints
Q49,18,4
S49,19	用於
S49,23	用來
S49,27	用于
S49,31	用来
K50,3	passive-agents
Q50,19,3
S50,20	我們
S50,24	我们
S50,28	本公司
K52,3	passive-assurances
Q52,23,10
S52,24	不會上傳
S52,30	不會上載
S52,36	不會儲存
S52,42	不會保存
S52,48	不會分享
S52,54	不會離開
S52,60	只在你的裝置
S52,68	只在您的裝置
S52,76	僅在你的裝置
S52,84	僅在您的裝置
K54,3	passive-negations
S54,22	不未非絕绝
K55,3	reason-markers
Q55,19,24
S55,20	以便
S55,24	用於
S55,28	用來
S55,32	為了
S55,36	以
S55,39	來
S55,42	可以
S55,46	讓你
S55,50	讓您
S55,54	便於
S55,58	方便
S55,62	從而
S55,66	幫助
S55,70	例如
S55,74	比如
S56,5	如
S56,8	當
S56,11	時
S56,14	才能
S56,18	進行
S56,22	後，
S56,26	用作
S56,30	將
S56,33	把
K59,3	no-reason-words
Q59,20,68
S59,21	到
S59,24	至
S59,27	此應用程式
S59,34	此應用程序
S59,41	應用程式
S59,47	應用程序
S59,53	本應用
S59,58	此應用
S59,63	該應用
S59,68	應用
S59,72	app
S59,77	我們
S59,81	你的
S59,85	您的
S59,89	你
S59,92	您
S59,95	的
S59,98	需要
S59,102	想要
S59,106	希望
S59,110	請
S59,113	允許
S59,117	授權
S59,121	同意
S59,125	權限
S59,129	許可
S59,133	取用
S59,137	存取
S59,141	使用
S59,145	取得
S59,149	獲取
S59,153	獲得
S59,157	訪問
S59,161	開啟
S59,165	打開
S59,169	才能
S59,173	以便
S59,177	用於
S59,181	用來
S59,185	以
S59,188	來
S59,191	進行
S59,195	功能
S59,199	相關
S59,203	正常
S59,207	某些
S59,211	部分
S59,215	此
S59,218	本
S59,221	該
S59,224	會
S59,227	將
S59,230	可以
S59,234	可
S59,237	能
S59,240	要
S59,243	和
S59,246	及
S59,249	與
S59,252	或
S59,255	並
S59,258	這
S59,261	被
S59,264	為
S59,267	資訊
S59,271	資料
S59,275	信息
S59,279	數據
K60,3	vague-phrases
Q60,18,14
S60,19	更好的體驗
S60,26	提升體驗
S60,32	優化體驗
S60,38	更佳體驗
S60,44	最佳體驗
S60,50	更好的服務
S60,57	提供更好
S60,63	改善體驗
S60,69	最佳…體驗
S60,76	最好…體驗
S60,83	提升…體驗
S60,90	更好…體驗
S60,97	優化…體驗
S60,104	改善…體驗
K61,3	placeholders
Q61,17,11
S61,18	TODO
S61,24	TBD
S61,29	FIXME
S61,36	XXX
S61,41	lorem ipsum
S61,54	待定
S61,58	待翻譯
S61,63	待補充
S61,68	佔位
S61,72	翻譯中
S61,77	$(
K63,3	placeholder-values
Q63,23,11
S63,24	是
S63,27	否
S63,30	無
S63,33	描述
S63,37	說明
S63,41	用途說明
S63,47	權限說明
S63,53	使用說明
S63,59	文字
S63,63	測試
S63,67	允許
K65,3	doubled-words
Q65,18,13
S65,19	的
S65,22	你的
S65,26	您的
S65,30	我們的
S65,35	你
S65,38	您
S65,41	在
S65,44	是
S65,47	和
S65,50	與
S65,53	把
S65,56	將
S65,59	了
K67,3	read-words
Q67,15,14
S67,16	選擇
S67,20	選取
S67,24	上載
S67,28	上傳
S67,32	分享
S67,36	傳送
S67,40	瀏覽
S67,44	檢視
S67,48	查看
S67,52	讀取
S67,56	匯入
S67,60	識別
S67,64	使用你的
S67,70	使用您的
K68,3	write-words
Q68,16,5
S68,17	儲存
S68,21	保存
S68,25	存入
S68,29	匯出
S68,33	寫入
K70,3	apple-names
M71,5,6
K71,5	面容 ID
S71,12	Face ID
K72,5	面容ID
S72,11	Face ID
K73,5	觸控 ID
S73,12	Touch ID
K74,5	觸控ID
S74,11	Touch ID
K75,5	FaceID
S75,13	Face ID
K76,5	TouchID
S76,14	Touch ID
K77,3	min-columns
S77,16	12
K78,3	max-columns
S78,16	140
K79,3	pronouns
Q79,13,2
S79,14	你
S79,17	您
K83,3	also-wrong-script
S83,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K85,3	regional-terms
M86,5,25
K86,5	添加
S86,9	加入
K87,5	訪問
S87,9	取用
K88,5	視頻
S88,9	影片
K89,5	信息
S89,9	資訊
K90,5	默認
S90,9	預設
K91,5	設置
S91,9	設定
K92,5	獲取
S92,9	取得
K93,5	攝像頭
S93,10	相機
K94,5	相冊
S94,9	相簿
K95,5	屏幕
S95,9	螢幕
K96,5	鼠標
S96,9	滑鼠
K97,5	登錄
S97,9	登入
K98,5	短信
S98,9	短訊
K99,5	個性化
S99,10	個人化
K100,5	質量
S100,9	質素
K101,5	激活
S101,9	啟用
K102,5	二維碼
S102,10	QR 碼
K103,5	菜單
S103,9	選單
K104,5	界面
S104,9	介面
K105,5	搜索
S105,9	搜尋
K106,5	打印
S106,9	列印
K107,5	後台
S107,9	背景
K108,5	應用程序
S108,11	應用程式
K109,5	許可權
S109,10	權限
K110,5	保存
S110,9	儲存
K116,3	colloquial-terms
M117,5,26
K117,5	佢哋
S117,9	他們
K118,5	我哋
S118,9	我們
K119,5	你哋
S119,9	你們
K120,5	而家
S120,9	現在
K121,5	邊度
S121,9	哪裡
K122,5	點樣
S122,9	怎樣
K123,5	影相
S123,9	拍照
K124,5	同埋
S124,9	以及
K125,5	嘅
S125,8	的
K126,5	咗
S126,8	了
K127,5	唔
S127,8	不
K128,5	冇
S128,8	沒有
K129,5	佢
S129,8	他
K130,5	喺
S130,8	在
K131,5	嘢
S131,8	東西
K132,5	啲
S132,8	些
K133,5	睇
S133,8	看
K134,5	嚟
S134,8	來
K135,5	嗰
S135,8	那
K136,5	噉
S136,8	這樣
K137,5	咁
S137,8	這麼
K138,5	攞
S138,8	拿
K139,5	諗
S139,8	想
K140,5	搵
S140,8	找
K141,5	畀
S141,8	給
K142,5	哋
S142,8	們
K143,3	draft-corrections
M144,5,3
K144,5	許可權
S144,10	權限
K145,5	訪問
S145,9	取用
K146,5	存取
S146,9	取用
K147,3	resources
M148,5,7
K148,5	camera
M148,13,3
K148,15	names
Q148,22,4
S148,23	相機
S148,27	攝像頭
S148,32	攝影機
S148,37	鏡頭
K148,42	related
Q148,51,11
S148,52	拍照
S148,56	拍攝
S148,60	掃描
S148,64	掃碼
S148,68	QR
S148,72	影片
S148,76	錄影
S148,80	相片
S148,84	照片
S148,88	自拍
S148,92	錄製
K149,7	does
Q149,13,21
S149,14	拍照
S149,18	拍攝照片和影片
S149,27	拍攝照片或影片
S149,36	拍照和錄影
S149,43	拍照或錄影
S149,50	拍照片
S149,55	拍攝照片
S149,61	拍攝影片
S149,67	拍攝視頻
S149,73	拍影片
S149,78	拍攝
S149,82	錄影
S149,86	錄像
S149,90	錄製影片
S149,96	錄製視頻
S149,102	使用相機
S149,108	使用攝像頭
S149,115	使用攝影機
S149,122	取用相機
S149,128	存取相機
S149,134	訪問相機
K150,5	microphone
M150,17,3
K150,19	names
Q150,26,3
S150,27	咪高風
S150,32	咪高峰
S150,37	麥克風
K150,43	related
Q150,52,6
S150,53	錄音
S150,57	語音
S150,61	聲音
S150,65	通話
S150,69	錄製
S150,73	說話
K151,7	does
Q151,13,18
S151,14	錄音
S151,18	錄製音訊
S151,24	錄製音頻
S151,30	錄製聲音
S151,36	錄製語音
S151,42	擷取聲音
S151,48	擷取音訊
S151,54	採集聲音
S151,60	採集音頻
S151,66	捕獲音頻
S151,72	捕獲音訊
S151,78	聲音擷取
S151,84	聲音採集
S151,90	收音
S151,94	使用麥克風
S151,101	取用麥克風
S151,108	存取麥克風
S151,115	訪問麥克風
K152,5	photos
M152,13,3
K152,15	names
Q152,22,3
S152,23	相簿
S152,27	相冊
S152,31	圖庫
K152,36	related
Q152,45,6
S152,46	相片
S152,50	照片
S152,54	圖片
S152,58	儲存
S152,62	保存
S152,66	影片
K153,7	does
Q153,13,21
S153,14	儲存照片
S153,20	儲存相片
S153,26	儲存圖片
S153,32	保存照片
S153,38	保存圖片
S153,44	儲存到相簿
S153,51	儲存至相簿
S153,58	存入相簿
S153,64	取用照片
S153,70	存取照片
S153,76	存取相簿
S153,82	取用相簿
S153,88	訪問相簿
S153,94	訪問照片
S153,100	存取照片圖庫
S153,108	取用照片圖庫
S153,116	訪問照片圖庫
S153,124	讀取照片
S153,130	讀取相簿
S153,136	使用相簿
S153,142	使用照片
K154,5	contacts
M154,15,3
K154,17	names
Q154,24,2
S154,25	通訊錄
S154,30	聯絡人
K154,36	related
Q154,45,4
S154,46	好友
S154,50	朋友
S154,54	邀請
S154,58	電話號碼
K155,7	does
Q155,13,7
S155,14	取用聯絡人
S155,21	存取聯絡人
S155,28	讀取聯絡人
S155,35	訪問通訊錄
S155,42	讀取通訊錄
S155,49	存取通訊錄
S155,56	使用通訊錄
K156,5	calendars
M156,16,3
K156,18	names
Q156,25,2
S156,26	日曆
S156,30	行事曆
K156,36	related
Q156,45,4
S156,46	行程
S156,50	事件
S156,54	預約
S156,58	活動
K157,7	does
Q157,13,6
S157,14	取用行事曆
S157,21	存取行事曆
S157,28	讀取行事曆
S157,35	訪問日曆
S157,41	讀取日曆
S157,47	使用行事曆
K158,5	location
M158,15,3
K158,17	names
Q158,24,2
S158,25	位置
S158,29	定位
K158,34	related
Q158,43,7
S158,44	地圖
S158,48	附近
S158,52	導航
S158,56	所在
S158,60	城市
S158,64	天氣
S158,68	路線
K159,7	does
Q159,13,19
S159,14	取得位置
S159,20	取得你的位置
S159,28	取得您的位置
S159,36	取得定位
S159,42	獲取位置
S159,48	獲取你的位置
S159,56	獲取您的位置
S159,64	獲得位置
S159,70	取得目前位置
S159,78	確定位置
S159,84	使用位置
S159,90	使用你的位置
S159,98	使用您的位置
S159,106	取用位置
S159,112	存取位置
S159,118	訪問位置
S159,124	位置資訊
S159,130	位置信息
S159,136	定位
K160,5	bluetooth
M160,16,3
K160,18	names
Q160,25,1
S160,26	藍牙
K160,31	related
Q160,40,5
S160,41	裝置
S160,45	設備
S160,49	配件
S160,53	連接
S160,57	配對
K161,7	does
Q161,13,9
S161,14	使用藍牙
S161,20	取用藍牙
S161,26	存取藍牙
S161,32	訪問藍牙
S161,38	連接藍牙
S161,44	連線藍牙
S161,50	連接藍牙裝置
S161,58	連接藍牙設備
S161,66	搜尋藍牙裝置

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
Q260,20,24
S260,21	权限
S260,25	许可
S260,29	同意
S260,33	授权
S260,37	允许
S260,41	访问权
S260,46	使用权
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
Q265,5,8
S265,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S266,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S268,7	(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S269,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S270,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S272,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
S274,7	(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)
S275,7	(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)
K277,3	passive
Q278,5,2
S278,7	(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)
S279,7	被(用于|用来|用於|用來)
K282,3	passive-hints
Q282,18,4
S282,19	用于
S282,23	用来
S282,27	用於
S282,31	用來
K283,3	passive-agents
Q283,19,3
S283,20	我们
S283,24	我們
S283,28	本公司
K285,3	passive-assurances
Q285,23,12
S285,24	不会上传
S285,30	不会储存
S285,36	不会存储
S285,42	不会保存
S285,48	不会分享
S285,54	不会离开
S285,60	只在你的设备
S285,68	只在您的设备
S285,76	仅在你的设备
S285,84	仅在您的设备
S285,92	不會上傳
S285,98	不會儲存
K287,3	passive-negations
S287,22	不未非绝絕
K288,3	reason-markers
Q288,19,24
S288,20	以便
S288,24	用于
S288,28	用来
S288,32	为了
S288,36	以
S288,39	来
S288,42	可以
S288,46	让你
S288,50	让您
S288,54	便于
S288,58	方便
S288,62	从而
S288,66	帮助
S288,70	例如
S288,74	比如
S289,5	如
S289,8	当
S289,11	时
S289,14	才能
S289,18	进行
S289,22	后，
S289,26	用作
S289,30	将
S289,33	把
K292,3	no-reason-words
Q292,20,65
S292,21	到
S292,24	至
S292,27	此应用程序
S292,34	此应用程式
S292,41	应用程序
S292,47	应用程式
S292,53	本应用
S292,58	此应用
S292,63	该应用
S292,68	应用
S292,72	app
S292,77	我们
S292,81	你的
S292,85	您的
S292,89	你
S292,92	您
S292,95	的
S292,98	需要
S292,102	想要
S292,106	希望
S292,110	请
S292,113	允许
S292,117	授权
S292,121	同意
S292,125	权限
S292,129	许可
S292,133	访问
S292,137	使用
S292,141	获取
S292,145	获得
S292,149	存取
S292,153	取用
S292,157	开启
S292,161	打开
S292,165	才能
S292,169	以便
S292,173	用于
S292,177	用来
S292,181	以
S292,184	来
S292,187	进行
S292,191	功能
S292,195	相关
S292,199	正常
S292,203	某些
S292,207	部分
S292,211	此
S292,214	本
S292,217	该
S292,220	会
S292,223	将
S292,226	可以
S292,230	可
S292,233	能
S292,236	要
S292,239	和
S292,242	及
S292,245	与
S292,248	或
S292,251	并
S292,254	这
S292,257	被
S292,260	为
S292,263	信息
S292,267	数据
K293,3	vague-phrases
Q293,18,18
S293,19	更好的体验
S293,26	更好地体验
S293,33	提升体验
S293,39	提升用户体验
S293,47	优化体验
S293,53	更佳体验
S293,59	最佳体验
S293,65	更好的服务
S294,5	提供更好
S294,11	更优质的服务
S294,19	改善体验
S294,25	更流畅的体验
S294,33	最佳…体验
S294,40	最好…体验
S294,47	提升…体验
S294,54	更好…体验
S294,61	优化…体验
S294,68	改善…体验
K295,3	placeholders
Q295,17,14
S295,18	TODO
S295,24	TBD
S295,29	FIXME
S295,36	XXX
S295,41	lorem ipsum
S295,54	待定
S295,58	待翻译
S295,63	待翻譯
S295,68	待补充
S295,73	待補充
S295,78	占位
S295,82	此处填写
S295,88	翻译中
S295,93	$(
K297,3	placeholder-values
Q297,23,11
S297,24	是
S297,27	否
S297,30	无
S297,33	描述
S297,37	说明
S297,41	用途说明
S297,47	权限说明
S297,53	使用说明
S297,59	文本
S297,63	测试
S297,67	允许
K299,3	doubled-words
Q299,18,13
S299,19	的
S299,22	你的
S299,26	您的
S299,30	我们的
S299,35	你
S299,38	您
S299,41	在
S299,44	是
S299,47	和
S299,50	与
S299,53	把
S299,56	将
S299,59	了
K301,3	read-words
Q301,15,12
S301,16	选择
S301,20	选取
S301,24	上传
S301,28	分享
S301,32	发送
S301,36	浏览
S301,40	查看
S301,44	读取
S301,48	导入
S301,52	识别
S301,56	使用你的
S301,62	使用您的
K302,3	write-words
Q302,16,6
S302,17	保存
S302,21	存储
S302,25	储存
S302,29	存入
S302,33	导出
S302,37	写入
K304,3	apple-names
M305,5,4
K305,5	Face ID
S305,14	面容 ID
K306,5	FaceID
S306,13	面容 ID
K307,5	Touch ID
S307,15	触控 ID
K308,5	TouchID
S308,14	触控 ID
K311,3	regional-terms
M312,5,14
K312,5	存取
S312,9	访问
K313,5	联络人
S313,10	联系人
K314,5	聯絡人
S314,10	联系人
K315,5	汇入
S315,9	导入
K316,5	匯入
S316,9	导入
K317,5	汇出
S317,9	导出
K318,5	匯出
S318,9	导出
K319,5	应用程式
S319,11	应用
K320,5	應用程式
S320,11	应用
K321,5	使用者
S321,10	用户
K322,5	位址
S322,9	地址
K323,5	登入
S323,9	登录
K324,5	软体
S324,9	软件
K325,5	軟體
S325,9	软件
K326,3	min-columns
S326,16	12
K327,3	max-columns
S327,16	140
K328,3	pronouns
Q328,13,2
S328,14	你
S328,17	您
K330,3	also-wrong-script
S330,22	後夥徵摺菸麽箝麴於
K331,3	resources
M332,5,11
K332,5	camera
M332,13,3
K332,15	names
Q332,22,3
S332,23	相机
S332,27	摄像头
S332,32	镜头
K332,37	related
Q332,46,11
S332,47	拍照
S332,51	拍摄
S332,55	扫描
S332,59	扫码
S332,63	二维码
S332,68	QR
S332,72	视频
S332,76	录像
S332,80	照片
S332,84	自拍
S332,88	录制
K333,7	does
Q333,13,17
S333,14	拍照
S333,18	拍摄照片和视频
S333,27	拍摄照片或视频
S333,36	拍照和录像
S333,43	拍照或录像
S333,50	拍照片
S333,55	拍摄照片
S333,61	拍摄视频
S333,67	拍视频
S333,72	拍摄
S333,76	录像
S333,80	录影
S333,84	录制视频
S333,90	使用相机
S333,96	使用摄像头
S333,103	访问相机
S333,109	访问摄像头
K334,5	microphone
M334,17,3
K334,19	names
Q334,26,2
S334,27	麦克风
S334,32	话筒
K334,37	related
Q334,46,6
S334,47	录音
S334,51	语音
S334,55	声音
S334,59	通话
S334,63	录制
S334,67	说话
K335,7	does
Q335,13,11
S335,14	录音
S335,18	录制音频
S335,24	录制声音
S335,30	录制语音
S335,36	采集声音
S335,42	采集音频
S335,48	捕获音频
S335,54	声音采集
S335,60	收音
S335,64	使用麦克风
S335,71	访问麦克风
K336,5	photos
M336,13,3
K336,15	names
Q336,22,3
S336,23	相册
S336,27	图库
S336,31	照片图库
K336,38	related
Q336,47,7
S336,48	照片
S336,52	图片
S336,56	保存
S336,60	存储
S336,64	壁纸
S336,68	视频
S336,72	相片
K337,7	does
Q337,13,14
S337,14	保存照片
S337,20	保存图片
S337,26	保存到相册
S337,33	保存至相册
S337,40	存储照片
S337,46	储存照片
S337,52	访问相册
S337,58	访问照片
S337,64	访问照片图库
S337,72	访问图库
S337,78	读取照片
S337,84	读取相册
S337,90	使用相册
S337,96	使用照片
K338,5	contacts
M338,15,3
K338,17	names
Q338,24,2
S338,25	通讯录
S338,30	联系人
K338,36	related
Q338,45,4
S338,46	好友
S338,50	朋友
S338,54	邀请
S338,58	电话号码
K339,7	does
Q339,13,5
S339,14	访问通讯录
S339,21	读取通讯录
S339,28	访问联系人
S339,35	读取联系人
S339,42	使用通讯录
K340,5	calendars
M340,16,3
K340,18	names
Q340,25,1
S340,26	日历
K340,31	related
Q340,40,5
S340,41	日程
S340,45	事件
S340,49	预约
S340,53	活动
S340,57	预订
K341,7	does
Q341,13,3
S341,14	访问日历
S341,20	读取日历
S341,26	使用日历
K342,5	reminders
M342,16,3
K342,18	names
Q342,25,1
S342,26	提醒事项
K342,33	related
Q342,42,3
S342,43	待办
S342,47	任务
S342,51	提醒
K343,7	does
Q343,13,2
S343,14	访问提醒事项
S343,22	读取提醒事项
K344,5	location
M344,15,3
K344,17	names
Q344,24,2
S344,25	位置
S344,29	定位
K344,34	related
Q344,43,7
S344,44	地图
S344,48	附近
S344,52	导航
S344,56	所在
S344,60	城市
S344,64	天气
S344,68	路线
K345,7	does
Q345,13,13
S345,14	获取位置
S345,20	获取你的位置
S345,28	获取您的位置
S345,36	获取定位
S345,42	获得位置
S345,48	获取当前位置
S345,56	确定位置
S345,62	使用位置
S345,68	使用你的位置
S345,76	使用您的位置
S345,84	访问位置
S345,90	位置信息
S345,96	定位
K346,5	bluetooth
M346,16,3
K346,18	names
Q346,25,1
S346,26	蓝牙
K346,31	related
Q346,40,4
S346,41	设备
S346,45	配件
S346,49	连接
S346,53	配对
K347,7	does
Q347,13,5
S347,14	使用蓝牙
S347,20	访问蓝牙
S347,26	连接蓝牙
S347,32	连接蓝牙设备
S347,40	搜索蓝牙设备
K348,5	health
M348,13,3
K348,15	names
Q348,22,2
S348,23	健康数据
S348,29	“健康”
K348,36	related
Q348,45,6
S348,46	运动
S348,50	步数
S348,54	心率
S348,58	睡眠
S348,62	体重
S348,66	血糖
K349,7	does
Q349,13,3
S349,14	读取健康数据
S349,22	写入健康数据
S349,30	访问健康数据
K350,5	face-id
M350,14,3
K350,16	names
Q350,23,3
S350,24	面容 ID
S350,31	Face ID
S350,40	FaceID
K350,49	related
Q350,58,4
S350,59	解锁
S350,63	验证
S350,67	登录
S350,71	身份
K351,7	does
Q351,13,5
S351,14	使用面容 id
S351,23	使用 face id
S351,35	身份验证
S351,41	验证身份
S351,47	进行身份验证
K352,5	speech-recognition
M352,25,3
K352,27	names
Q352,34,1
S352,35	语音识别
K352,42	related
Q352,51,4
S352,52	听写
S352,56	转写
S352,60	语音
S352,64	转录
K353,7	does
Q353,13,4
S353,14	语音识别
S353,20	识别语音
S353,26	使用语音识别
S353,34	语音转文字

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
Q258,20,29
S258,21	權限
S258,25	許可
S258,29	同意
S258,33	授權
S258,37	允許
S258,41	存取權
S258,46	取用權
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
Q263,5,8
S263,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S264,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S266,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S267,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S268,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S270,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S272,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S273,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K275,3	passive
Q276,5,2
S276,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S277,7	被(用於|用來|用于|用来)
K280,3	passive-hints
Q280,18,4
S280,19	用於
S280,23	用來
S280,27	用于
S280,31	用来
K281,3	passive-agents
Q281,19,3
S281,20	我們
S281,24	我们
S281,28	本公司
K283,3	passive-assurances
Q283,23,12
S283,24	不會上傳
S283,30	不會儲存
S283,36	不會保存
S283,42	不會分享
S283,48	不會離開
S283,54	只在你的裝置
S283,62	只在您的裝置
S283,70	僅在你的裝置
S283,78	僅在您的裝置
S283,86	不会上传
S283,92	不会储存
S283,98	不会保存
K285,3	passive-negations
S285,22	不未非絕绝
K286,3	reason-markers
Q286,19,24
S286,20	以便
S286,24	用於
S286,28	用來
S286,32	為了
S286,36	以
S286,39	來
S286,42	可以
S286,46	讓你
S286,50	讓您
S286,54	便於
S286,58	方便
S286,62	從而
S286,66	幫助
S286,70	例如
S286,74	比如
S287,5	如
S287,8	當
S287,11	時
S287,14	才能
S287,18	進行
S287,22	後，
S287,26	用作
S287,30	將
S287,33	把
K290,3	no-reason-words
Q290,20,68
S290,21	到
S290,24	至
S290,27	此應用程式
S290,34	此應用程序
S290,41	應用程式
S290,47	應用程序
S290,53	本應用
S290,58	此應用
S290,63	該應用
S290,68	應用
S290,72	app
S290,77	我們
S290,81	你的
S290,85	您的
S290,89	你
S290,92	您
S290,95	的
S290,98	需要
S290,102	想要
S290,106	希望
S290,110	請
S290,113	允許
S290,117	授權
S290,121	同意
S290,125	權限
S290,129	許可
S290,133	取用
S290,137	存取
S290,141	使用
S290,145	取得
S290,149	獲取
S290,153	獲得
S290,157	訪問
S290,161	開啟
S290,165	打開
S290,169	才能
S290,173	以便
S290,177	用於
S290,181	用來
S290,185	以
S290,188	來
S290,191	進行
S290,195	功能
S290,199	相關
S290,203	正常
S290,207	某些
S290,211	部分
S290,215	此
S290,218	本
S290,221	該
S290,224	會
S290,227	將
S290,230	可以
S290,234	可
S290,237	能
S290,240	要
S290,243	和
S290,246	及
S290,249	與
S290,252	或
S290,255	並
S290,258	這
S290,261	被
S290,264	為
S290,267	資訊
S290,271	資料
S290,275	信息
S290,279	數據
K291,3	vague-phrases
Q291,18,18
S291,19	更好的體驗
S291,26	更好地體驗
S291,33	提升體驗
S291,39	提升使用者體驗
S291,48	優化體驗
S291,54	更佳體驗
S291,60	最佳體驗
S291,66	更好的服務
S292,5	提供更好
S292,11	更優質的服務
S292,19	改善體驗
S292,25	更流暢的體驗
S292,33	最佳…體驗
S292,40	最好…體驗
S292,47	提升…體驗
S292,54	更好…體驗
S292,61	優化…體驗
S292,68	改善…體驗
K293,3	placeholders
Q293,17,13
S293,18	TODO
S293,24	TBD
S293,29	FIXME
S293,36	XXX
S293,41	lorem ipsum
S293,54	待定
S293,58	待翻譯
S293,63	待翻译
S293,68	待補充
S293,73	佔位
S293,77	此處填寫
S293,83	翻譯中
S293,88	$(
K295,3	placeholder-values
Q295,23,11
S295,24	是
S295,27	否
S295,30	無
S295,33	描述
S295,37	說明
S295,41	用途說明
S295,47	權限說明
S295,53	使用說明
S295,59	文字
S295,63	測試
S295,67	允許
K297,3	doubled-words
Q297,18,13
S297,19	的
S297,22	你的
S297,26	您的
S297,30	我們的
S297,35	你
S297,38	您
S297,41	在
S297,44	是
S297,47	和
S297,50	與
S297,53	把
S297,56	將
S297,59	了
K299,3	read-words
Q299,15,13
S299,16	選擇
S299,20	選取
S299,24	上傳
S299,28	分享
S299,32	傳送
S299,36	瀏覽
S299,40	檢視
S299,44	查看
S299,48	讀取
S299,52	匯入
S299,56	辨識
S299,60	使用你的
S299,66	使用您的
K300,3	write-words
Q300,16,5
S300,17	儲存
S300,21	保存
S300,25	存入
S300,29	匯出
S300,33	寫入
K302,3	apple-names
M303,5,6
K303,5	面容 ID
S303,12	Face ID
K304,5	面容ID
S304,11	Face ID
K305,5	觸控 ID
S305,12	Touch ID
K306,5	觸控ID
S306,11	Touch ID
K307,5	FaceID
S307,13	Face ID
K308,5	TouchID
S308,14	Touch ID
K309,3	min-columns
S309,16	12
K310,3	max-columns
S310,16	140
K311,3	pronouns
Q311,13,2
S311,14	你
S311,17	您
K315,3	also-wrong-script
S315,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K318,3	regional-terms
M319,5,54
K319,5	訪問
S319,9	取用
K320,5	視頻
S320,9	影片
K321,5	用戶
S321,9	使用者
K322,5	信息
S322,9	資訊
K323,5	默認
S323,9	預設
K324,5	網絡
S324,9	網路
K325,5	軟件
S325,9	軟體
K326,5	硬件
S326,9	硬體
K327,5	設置
S327,9	設定
K328,5	數據
S328,9	資料
K329,5	設備
S329,9	裝置
K330,5	獲取
S330,9	取得
K331,5	攝像頭
S331,10	相機
K332,5	相冊
S332,9	相簿
K333,5	屏幕
S333,9	螢幕
K334,5	鼠標
S334,9	滑鼠
K335,5	內存
S335,9	記憶體
K336,5	登錄
S336,9	登入
K337,5	短信
S337,9	簡訊
K338,5	個性化
S338,10	個人化
K339,5	質量
S339,9	品質
K340,5	激活
S340,9	啟用
K341,5	服務器
S341,10	伺服器
K342,5	緩存
S342,9	快取
K343,5	二維碼
S343,10	QR 碼
K344,5	實時
S344,9	即時
K345,5	在線
S345,9	線上
K346,5	賬號
S346,9	帳號
K347,5	賬戶
S347,9	帳號
K348,5	菜單
S348,9	選單
K349,5	界面
S349,9	介面
K350,5	運行
S350,9	執行
K351,5	兼容
S351,9	相容
K352,5	搜索
S352,9	搜尋
K353,5	粘貼
S353,9	貼上
K354,5	打印
S354,9	列印
K355,5	刷新
S355,9	重新整理
K356,5	導出
S356,9	匯出
K357,5	導入
S357,9	匯入
K358,5	咪高風
S358,10	麥克風
K359,5	咪高峰
S359,10	麥克風
K360,5	後台
S360,9	背景
K361,5	應用程序
S361,11	應用程式
K362,5	當前
S362,9	目前
K363,5	添加
S363,9	新增
K364,5	保存
S364,9	儲存
K365,5	許可權
S365,10	權限
K366,5	本地網路
S366,11	區域網路
K367,5	位置訊息
S367,11	位置資訊
K368,5	音頻
S368,9	音訊
K369,5	插件
S369,9	外掛程式
K370,5	語音識別
S370,11	語音辨識
K371,5	人臉識別
S371,11	臉部辨識
K372,5	文字消息
S372,11	文字訊息
K374,3	regional-exceptions
Q374,24,2
S374,25	行動數據
S374,31	數據機
K380,3	colloquial-terms
M381,5,26
K381,5	佢哋
S381,9	他們
K382,5	我哋
S382,9	我們
K383,5	你哋
S383,9	你們
K384,5	而家
S384,9	現在
K385,5	邊度
S385,9	哪裡
K386,5	點樣
S386,9	怎樣
K387,5	影相
S387,9	拍照
K388,5	同埋
S388,9	以及
K389,5	嘅
S389,8	的
K390,5	咗
S390,8	了
K391,5	唔
S391,8	不
K392,5	冇
S392,8	沒有
K393,5	佢
S393,8	他
K394,5	喺
S394,8	在
K395,5	嘢
S395,8	東西
K396,5	啲
S396,8	些
K397,5	睇
S397,8	看
K398,5	嚟
S398,8	來
K399,5	嗰
S399,8	那
K400,5	噉
S400,8	這樣
K401,5	咁
S401,8	這麼
K402,5	攞
S402,8	拿
K403,5	諗
S403,8	想
K404,5	搵
S404,8	找
K405,5	畀
S405,8	給
K406,5	哋
S406,8	們
K407,3	draft-corrections
M408,5,7
K408,5	許可權
S408,10	權限
K409,5	訪問
S409,9	取用
K410,5	存取
S410,9	取用
K412,5	影象
S412,9	影像
K413,5	圖象
S413,9	圖像
K414,5	頭象
S414,9	頭像
K415,5	錄象
S415,9	錄影
K416,3	resources
M417,5,11
K417,5	camera
M417,13,3
K417,15	names
Q417,22,4
S417,23	相機
S417,27	攝像頭
S417,32	攝影機
S417,37	鏡頭
K417,42	related
Q417,51,11
S417,52	拍照
S417,56	拍攝
S417,60	掃描
S417,64	掃碼
S417,68	條碼
S417,72	QR
S417,76	影片
S417,80	錄影
S417,84	照片
S417,88	自拍
S417,92	錄製
K418,7	does
Q418,13,21
S418,14	拍照
S418,18	拍攝照片和影片
S418,27	拍攝照片或影片
S418,36	拍照和錄影
S418,43	拍照或錄影
S418,50	拍照片
S418,55	拍攝照片
S418,61	拍攝影片
S418,67	拍攝視頻
S418,73	拍影片
S418,78	拍攝
S418,82	錄影
S418,86	錄像
S418,90	錄製影片
S418,96	錄製視頻
S418,102	使用相機
S418,108	使用攝像頭
S418,115	使用攝影機
S418,122	取用相機
S418,128	存取相機
S418,134	訪問相機
K419,5	microphone
M419,17,3
K419,19	names
Q419,26,3
S419,27	麥克風
S419,32	咪高風
S419,37	咪高峰
K419,43	related
Q419,52,6
S419,53	錄音
S419,57	語音
S419,61	聲音
S419,65	通話
S419,69	錄製
S419,73	說話
K420,7	does
Q420,13,18
S420,14	錄音
S420,18	錄製音訊
S420,24	錄製音頻
S420,30	錄製聲音
S420,36	錄製語音
S420,42	擷取聲音
S420,48	擷取音訊
S420,54	採集聲音
S420,60	採集音頻
S420,66	捕獲音頻
S420,72	捕獲音訊
S420,78	聲音擷取
S420,84	聲音採集
S420,90	收音
S420,94	使用麥克風
S420,101	取用麥克風
S420,108	存取麥克風
S420,115	訪問麥克風
K421,5	photos
M421,13,3
K421,15	names
Q421,22,4
S421,23	相簿
S421,27	相冊
S421,31	圖庫
S421,35	照片圖庫
K421,42	related
Q421,51,7
S421,52	照片
S421,56	圖片
S421,60	儲存
S421,64	保存
S421,68	桌布
S421,72	影片
S421,76	相片
K422,7	does
Q422,13,21
S422,14	儲存照片
S422,20	儲存相片
S422,26	儲存圖片
S422,32	保存照片
S422,38	保存圖片
S422,44	儲存到相簿
S422,51	儲存至相簿
S422,58	存入相簿
S422,64	取用照片
S422,70	存取照片
S422,76	存取相簿
S422,82	取用相簿
S422,88	訪問相簿
S422,94	訪問照片
S422,100	存取照片圖庫
S422,108	取用照片圖庫
S422,116	訪問照片圖庫
S422,124	讀取照片
S422,130	讀取相簿
S422,136	使用相簿
S422,142	使用照片
K423,5	contacts
M423,15,3
K423,17	names
Q423,24,2
S423,25	聯絡人
S423,30	通訊錄
K423,36	related
Q423,45,4
S423,46	好友
S423,50	朋友
S423,54	邀請
S423,58	電話號碼
K424,7	does
Q424,13,7
S424,14	取用聯絡人
S424,21	存取聯絡人
S424,28	讀取聯絡人
S424,35	訪問通訊錄
S424,42	讀取通訊錄
S424,49	存取通訊錄
S424,56	使用通訊錄
K425,5	calendars
M425,16,3
K425,18	names
Q425,25,2
S425,26	行事曆
S425,31	日曆
K425,36	related
Q425,45,5
S425,46	行程
S425,50	事件
S425,54	預約
S425,58	活動
S425,62	預訂
K426,7	does
Q426,13,6
S426,14	取用行事曆
S426,21	存取行事曆
S426,28	讀取行事曆
S426,35	訪問日曆
S426,41	讀取日曆
S426,47	使用行事曆
K427,5	reminders
M427,16,3
K427,18	names
Q427,25,1
S427,26	提醒事項
K427,33	related
Q427,42,3
S427,43	待辦
S427,47	任務
S427,51	提醒
K428,7	does
Q428,13,3
S428,14	取用提醒事項
S428,22	存取提醒事項
S428,30	讀取提醒事項
K429,5	location
M429,15,3
K429,17	names
Q429,24,2
S429,25	位置
S429,29	定位
K429,34	related
Q429,43,7
S429,44	地圖
S429,48	附近
S429,52	導航
S429,56	所在
S429,60	城市
S429,64	天氣
S429,68	路線
K430,7	does
Q430,13,19
S430,14	取得位置
S430,20	取得你的位置
S430,28	取得您的位置
S430,36	取得定位
S430,42	獲取位置
S430,48	獲取你的位置
S430,56	獲取您的位置
S430,64	獲得位置
S430,70	取得目前位置
S430,78	確定位置
S430,84	使用位置
S430,90	使用你的位置
S430,98	使用您的位置
S430,106	取用位置
S430,112	存取位置
S430,118	訪問位置
S430,124	位置資訊
S430,130	位置信息
S430,136	定位
K431,5	bluetooth
M431,16,3
K431,18	names
Q431,25,1
S431,26	藍牙
K431,31	related
Q431,40,5
S431,41	裝置
S431,45	設備
S431,49	配件
S431,53	連接
S431,57	配對
K432,7	does
Q432,13,9
S432,14	使用藍牙
S432,20	取用藍牙
S432,26	存取藍牙
S432,32	訪問藍牙
S432,38	連接藍牙
S432,44	連線藍牙
S432,50	連接藍牙裝置
S432,58	連接藍牙設備
S432,66	搜尋藍牙裝置
K433,5	health
M433,13,3
K433,15	names
Q433,22,2
S433,23	健康資料
S433,29	「健康」
K433,36	related
Q433,45,6
S433,46	運動
S433,50	步數
S433,54	心率
S433,58	睡眠
S433,62	體重
S433,66	血糖
K434,7	does
Q434,13,5
S434,14	讀取健康資料
S434,22	寫入健康資料
S434,30	取用健康資料
S434,38	存取健康資料
S434,46	讀取健康數據
K435,5	face-id
M435,14,3
K435,16	names
Q435,23,2
S435,24	Face ID
S435,33	FaceID
K435,42	related
Q435,51,5
S435,52	解鎖
S435,56	驗證
S435,60	登入
S435,64	身分
S435,68	身份
K436,7	does
Q436,13,7
S436,14	使用 face id
S436,26	身分驗證
S436,32	身份驗證
S436,38	驗證身分
S436,44	驗證身份
S436,50	進行身分驗證
S436,58	進行身份驗證
K437,5	speech-recognition
M437,25,3
K437,27	names
Q437,34,2
S437,35	語音辨識
S437,41	語音識別
K437,48	related
Q437,57,4
S437,58	聽寫
S437,62	轉寫
S437,66	語音
S437,70	轉錄
K438,7	does
Q438,13,6
S438,14	語音辨識
S438,20	語音識別
S438,26	辨識語音
S438,32	識別語音
S438,38	使用語音辨識
S438,46	語音轉文字

"""#
}
