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
M251,3,21
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
K286,3	reason-markers
Q286,19,24
S286,20	 to 
S286,28	 so 
S286,36	 for 
S286,45	because
S286,56	 when 
S286,66	 while 
S286,77	 lets 
S286,87	 allows 
S287,5	 helps 
S287,16	 by 
S287,24	 in order
S287,37	e.g.
S287,45	for example
S287,60	such as
S287,71	 used 
S287,81	 uses 
S287,91	 if 
S288,5	 can 
S288,14	(
S288,19	 from 
S288,29	 into 
S288,39	 with 
S288,49	 on 
S288,57	 in 
K291,3	no-reason-words
Q291,20,78
S291,21	this
S291,27	that
S291,33	these
S291,40	app
S291,45	application
S291,58	the
S291,63	a
S291,66	an
S291,70	your
S291,76	you
S291,81	we
S291,85	us
S291,89	our
S291,94	it
S291,98	its
S291,103	is
S291,107	are
S291,112	be
S291,116	been
S291,122	will
S291,128	would
S291,135	could
S291,142	like
S291,148	want
S291,154	wants
S291,161	need
S291,167	needs
S291,174	needed
S291,182	require
S291,191	requires
S291,201	required
S291,211	necessary
S291,222	access
S291,230	permission
S291,242	permissions
S291,255	allow
S291,262	allows
S291,270	let
S291,275	lets
S291,281	please
S291,289	grant
S291,296	enable
S291,304	give
S291,310	get
S291,315	consent
S291,324	use
S291,329	uses
S291,335	used
S291,341	using
S291,348	to
S291,352	for
S291,357	in
S291,361	of
S291,365	and
S291,370	or
S291,374	with
S291,380	on
S291,384	by
S291,388	from
S291,394	so
S291,398	can
S291,403	may
S291,408	only
S291,414	some
S291,420	certain
S291,429	feature
S291,438	features
S291,448	function
S291,458	functions
S291,469	functionality
S291,484	properly
S291,494	correctly
S291,505	work
S291,511	works
S291,518	working
S291,527	information
S291,540	info
S291,546	data
K292,3	vague-phrases
Q292,18,19
S292,19	better experience
S292,38	improve your experience
S292,63	enhance your experience
S293,5	best experience
S293,22	improved experience
S293,43	better user experience
S293,67	optimal experience
S294,5	better service
S294,21	improve our service
S294,42	improve our services
S294,64	enhance the app
S295,5	best … experience
S295,24	make the app … better
S295,47	enhance … experience
S295,69	improve … experience
S296,5	better … experience
S296,26	more personalized experience
S296,56	better search result
S296,78	better ads
K297,3	placeholders
Q297,17,8
S297,18	TODO
S297,24	TBD
S297,29	FIXME
S297,36	XXX
S297,41	lorem ipsum
S297,54	placeholder text
S297,72	translate me
S297,86	$(
K299,3	placeholder-values
Q299,23,13
S299,24	yes
S299,29	no
S299,33	none
S299,39	n/a
S299,46	description
S299,59	usage description
S299,78	purpose
S299,87	text
S299,93	string
S299,101	value
S299,108	test
S299,114	-
S299,119	...
K301,3	doubled-words
Q301,18,17
S301,19	the
S301,24	a
S301,27	an
S301,31	to
S301,35	of
S301,39	your
S301,45	you
S301,50	in
S301,54	on
S301,58	for
S301,63	and
S301,68	with
S301,74	is
S301,78	will
S301,84	can
S301,89	this
S301,95	that's
K304,3	read-words
Q304,15,28
S304,16	choose
S304,24	choosing
S304,34	pick
S304,40	picking
S304,49	select
S304,57	selecting
S304,68	load
S304,74	loading
S304,83	upload
S304,91	uploading
S304,102	attach
S304,110	attaching
S304,121	send
S304,127	sending
S304,136	share
S304,143	sharing
S304,152	browse
S304,160	browsing
S304,170	view
S304,176	viewing
S304,185	import
S304,193	importing
S304,204	read
S304,210	reading
S304,219	identify
S304,229	set as
S304,237	use your
S304,247	using your
K305,3	write-words
Q305,16,6
S305,17	save
S305,23	saving
S305,31	export
S305,39	exporting
S305,50	write
S305,57	writing
K307,3	apple-names
M308,5,2
K308,5	FaceID
S308,13	Face ID
K309,5	TouchID
S309,14	Touch ID
K310,3	min-columns
S310,16	20
K311,3	max-columns
S311,16	200
K312,3	resources
M313,5,11
K313,5	camera
M313,13,3
K313,15	names
Q313,22,1
S313,23	camera
K313,32	related
Q313,41,8
S313,42	photo
S313,49	picture
S313,58	video
S313,65	scan
S313,71	QR
S313,75	selfie
S313,83	record
S313,91	film
K314,7	does
Q314,13,21
S314,14	take photos
S314,27	take a photo
S314,41	take photo
S314,53	take pictures
S314,68	take a picture
S314,84	take picture
S314,98	take videos
S314,111	take a video
S314,125	take photos and videos
S314,149	record video
S314,163	record videos
S314,178	record a video
S314,194	capture photos
S314,210	capture a photo
S314,227	capture images
S314,243	capture video
S314,258	capture videos
S314,274	use the camera
S314,290	use your camera
S314,307	access the camera
S314,326	access your camera
K315,5	microphone
M315,17,3
K315,19	names
Q315,26,1
S315,27	microphone
K315,40	related
Q315,49,8
S315,50	record
S315,58	voice
S315,65	audio
S315,72	sound
S315,79	speak
S315,86	talk
S315,92	call
S315,98	dictat
K316,7	does
Q316,13,12
S316,14	record audio
S316,28	record sound
S316,42	record sounds
S316,57	record your voice
S316,76	record voice
S316,90	capture audio
S316,105	capture sound
S316,120	audio recording
S316,137	use the microphone
S316,157	use your microphone
S316,178	access the microphone
S316,201	access your microphone
K317,5	photos
M317,13,3
K317,15	names
Q317,22,3
S317,23	photo library
S317,38	photo album
S317,51	camera roll
K317,65	related
Q317,74,6
S317,75	photo
S317,82	picture
S317,91	image
S317,98	save
S317,104	video
S317,111	wallpaper
K318,7	does
Q318,13,13
S318,14	access photos
S318,29	access your photos
S318,49	access the photo library
S318,75	access your photo library
S318,102	save photos
S318,115	save images
S318,128	save pictures
S318,143	save videos
S318,156	save photos and videos
S318,180	save to your photo library
S318,208	save to the photo library
S318,235	use your photos
S318,252	use the photo library
K319,5	contacts
M319,15,3
K319,17	names
Q319,24,2
S319,25	contacts
S319,35	address book
K319,50	related
Q319,59,4
S319,60	friend
S319,68	people
S319,76	invite
S319,84	phone number
K320,7	does
Q320,13,5
S320,14	access your contacts
S320,36	access contacts
S320,53	read your contacts
S320,73	read contacts
S320,88	use your contacts
K321,5	calendars
M321,16,3
K321,18	names
Q321,25,1
S321,26	calendar
K321,37	related
Q321,46,4
S321,47	event
S321,54	schedule
S321,64	booking
S321,73	appointment
K322,7	does
Q322,13,5
S322,14	access your calendar
S322,36	access your calendars
S322,59	access the calendar
S322,80	read your calendar
S322,100	read your calendars
K323,5	reminders
M323,16,3
K323,18	names
Q323,25,1
S323,26	reminders
K323,38	related
Q323,47,3
S323,48	to-do
S323,55	task
S323,61	remind
K324,7	does
Q324,13,2
S324,14	access your reminders
S324,37	read your reminders
K325,5	location
M325,15,3
K325,17	names
Q325,24,2
S325,25	location
S325,35	GPS
K325,41	related
Q325,50,7
S325,51	map
S325,56	nearby
S325,64	where
S325,71	city
S325,77	route
S325,84	direction
S325,95	weather
K326,7	does
Q326,13,11
S326,14	get your location
S326,33	get your current location
S326,60	get location
S326,74	obtain your location
S326,96	know your location
S326,116	know where you are
S326,136	determine your location
S326,161	find your location
S326,181	access your location
S326,203	use your location
S326,222	use location
K327,5	bluetooth
M327,16,3
K327,18	names
Q327,25,1
S327,26	Bluetooth
K327,38	related
Q327,47,4
S327,48	device
S327,56	accessor
S327,66	connect
S327,75	pair
K328,7	does
Q328,13,6
S328,14	use bluetooth
S328,29	access bluetooth
S328,47	connect to bluetooth
S328,69	connect to bluetooth devices
S328,99	discover bluetooth devices
S328,127	scan for bluetooth devices
K329,5	health
M329,13,3
K329,15	names
Q329,22,2
S329,23	Health app
S329,35	health data
K329,49	related
Q329,58,7
S329,59	workout
S329,68	step
S329,74	heart
S329,81	sleep
S329,88	weight
S329,96	glucose
S329,105	insulin
K330,7	does
Q330,13,5
S330,14	read your health data
S330,37	read health data
S330,55	write health data
S330,74	access your health data
S330,99	access health data
K331,5	face-id
M331,14,3
K331,16	names
Q331,23,2
S331,24	Face ID
S331,33	FaceID
K331,42	related
Q331,51,5
S331,52	unlock
S331,60	authenticat
S331,73	sign in
S331,82	log in
S331,90	verify
K332,7	does
Q332,13,5
S332,14	use face id
S332,27	authenticate with face id
S332,54	authenticate you
S332,72	authenticate
S332,86	authentication
K333,5	speech-recognition
M333,25,3
K333,27	names
Q333,34,1
S333,35	speech recognition
K333,56	related
Q333,65,4
S333,66	dictat
S333,74	transcri
S333,84	voice
S333,91	speech
K334,7	does
Q334,13,6
S334,14	recognize speech
S334,32	recognise speech
S334,50	transcribe speech
S334,69	use speech recognition
S334,93	speech recognition
S334,113	speech to text

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
M20,3,29
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
K52,3	passive-negations
S52,22	不未非絕绝
K53,3	reason-markers
Q53,19,24
S53,20	以便
S53,24	用於
S53,28	用來
S53,32	為了
S53,36	以
S53,39	來
S53,42	可以
S53,46	讓你
S53,50	讓您
S53,54	便於
S53,58	方便
S53,62	從而
S53,66	幫助
S53,70	例如
S53,74	比如
S54,5	如
S54,8	當
S54,11	時
S54,14	才能
S54,18	進行
S54,22	後，
S54,26	用作
S54,30	將
S54,33	把
K57,3	no-reason-words
Q57,20,68
S57,21	到
S57,24	至
S57,27	此應用程式
S57,34	此應用程序
S57,41	應用程式
S57,47	應用程序
S57,53	本應用
S57,58	此應用
S57,63	該應用
S57,68	應用
S57,72	app
S57,77	我們
S57,81	你的
S57,85	您的
S57,89	你
S57,92	您
S57,95	的
S57,98	需要
S57,102	想要
S57,106	希望
S57,110	請
S57,113	允許
S57,117	授權
S57,121	同意
S57,125	權限
S57,129	許可
S57,133	取用
S57,137	存取
S57,141	使用
S57,145	取得
S57,149	獲取
S57,153	獲得
S57,157	訪問
S57,161	開啟
S57,165	打開
S57,169	才能
S57,173	以便
S57,177	用於
S57,181	用來
S57,185	以
S57,188	來
S57,191	進行
S57,195	功能
S57,199	相關
S57,203	正常
S57,207	某些
S57,211	部分
S57,215	此
S57,218	本
S57,221	該
S57,224	會
S57,227	將
S57,230	可以
S57,234	可
S57,237	能
S57,240	要
S57,243	和
S57,246	及
S57,249	與
S57,252	或
S57,255	並
S57,258	這
S57,261	被
S57,264	為
S57,267	資訊
S57,271	資料
S57,275	信息
S57,279	數據
K58,3	vague-phrases
Q58,18,14
S58,19	更好的體驗
S58,26	提升體驗
S58,32	優化體驗
S58,38	更佳體驗
S58,44	最佳體驗
S58,50	更好的服務
S58,57	提供更好
S58,63	改善體驗
S58,69	最佳…體驗
S58,76	最好…體驗
S58,83	提升…體驗
S58,90	更好…體驗
S58,97	優化…體驗
S58,104	改善…體驗
K59,3	placeholders
Q59,17,11
S59,18	TODO
S59,24	TBD
S59,29	FIXME
S59,36	XXX
S59,41	lorem ipsum
S59,54	待定
S59,58	待翻譯
S59,63	待補充
S59,68	佔位
S59,72	翻譯中
S59,77	$(
K61,3	placeholder-values
Q61,23,11
S61,24	是
S61,27	否
S61,30	無
S61,33	描述
S61,37	說明
S61,41	用途說明
S61,47	權限說明
S61,53	使用說明
S61,59	文字
S61,63	測試
S61,67	允許
K63,3	doubled-words
Q63,18,13
S63,19	的
S63,22	你的
S63,26	您的
S63,30	我們的
S63,35	你
S63,38	您
S63,41	在
S63,44	是
S63,47	和
S63,50	與
S63,53	把
S63,56	將
S63,59	了
K65,3	read-words
Q65,15,14
S65,16	選擇
S65,20	選取
S65,24	上載
S65,28	上傳
S65,32	分享
S65,36	傳送
S65,40	瀏覽
S65,44	檢視
S65,48	查看
S65,52	讀取
S65,56	匯入
S65,60	識別
S65,64	使用你的
S65,70	使用您的
K66,3	write-words
Q66,16,5
S66,17	儲存
S66,21	保存
S66,25	存入
S66,29	匯出
S66,33	寫入
K68,3	apple-names
M69,5,6
K69,5	面容 ID
S69,12	Face ID
K70,5	面容ID
S70,11	Face ID
K71,5	觸控 ID
S71,12	Touch ID
K72,5	觸控ID
S72,11	Touch ID
K73,5	FaceID
S73,13	Face ID
K74,5	TouchID
S74,14	Touch ID
K75,3	min-columns
S75,16	12
K76,3	max-columns
S76,16	140
K77,3	pronouns
Q77,13,2
S77,14	你
S77,17	您
K81,3	also-wrong-script
S81,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K83,3	regional-terms
M84,5,25
K84,5	添加
S84,9	加入
K85,5	訪問
S85,9	取用
K86,5	視頻
S86,9	影片
K87,5	信息
S87,9	資訊
K88,5	默認
S88,9	預設
K89,5	設置
S89,9	設定
K90,5	獲取
S90,9	取得
K91,5	攝像頭
S91,10	相機
K92,5	相冊
S92,9	相簿
K93,5	屏幕
S93,9	螢幕
K94,5	鼠標
S94,9	滑鼠
K95,5	登錄
S95,9	登入
K96,5	短信
S96,9	短訊
K97,5	個性化
S97,10	個人化
K98,5	質量
S98,9	質素
K99,5	激活
S99,9	啟用
K100,5	二維碼
S100,10	QR 碼
K101,5	菜單
S101,9	選單
K102,5	界面
S102,9	介面
K103,5	搜索
S103,9	搜尋
K104,5	打印
S104,9	列印
K105,5	後台
S105,9	背景
K106,5	應用程序
S106,11	應用程式
K107,5	許可權
S107,10	權限
K108,5	保存
S108,9	儲存
K114,3	colloquial-terms
M115,5,26
K115,5	佢哋
S115,9	他們
K116,5	我哋
S116,9	我們
K117,5	你哋
S117,9	你們
K118,5	而家
S118,9	現在
K119,5	邊度
S119,9	哪裡
K120,5	點樣
S120,9	怎樣
K121,5	影相
S121,9	拍照
K122,5	同埋
S122,9	以及
K123,5	嘅
S123,8	的
K124,5	咗
S124,8	了
K125,5	唔
S125,8	不
K126,5	冇
S126,8	沒有
K127,5	佢
S127,8	他
K128,5	喺
S128,8	在
K129,5	嘢
S129,8	東西
K130,5	啲
S130,8	些
K131,5	睇
S131,8	看
K132,5	嚟
S132,8	來
K133,5	嗰
S133,8	那
K134,5	噉
S134,8	這樣
K135,5	咁
S135,8	這麼
K136,5	攞
S136,8	拿
K137,5	諗
S137,8	想
K138,5	搵
S138,8	找
K139,5	畀
S139,8	給
K140,5	哋
S140,8	們
K141,3	draft-corrections
M142,5,3
K142,5	許可權
S142,10	權限
K143,5	訪問
S143,9	取用
K144,5	存取
S144,9	取用
K145,3	resources
M146,5,7
K146,5	camera
M146,13,3
K146,15	names
Q146,22,4
S146,23	相機
S146,27	攝像頭
S146,32	攝影機
S146,37	鏡頭
K146,42	related
Q146,51,11
S146,52	拍照
S146,56	拍攝
S146,60	掃描
S146,64	掃碼
S146,68	QR
S146,72	影片
S146,76	錄影
S146,80	相片
S146,84	照片
S146,88	自拍
S146,92	錄製
K147,7	does
Q147,13,21
S147,14	拍照
S147,18	拍攝照片和影片
S147,27	拍攝照片或影片
S147,36	拍照和錄影
S147,43	拍照或錄影
S147,50	拍照片
S147,55	拍攝照片
S147,61	拍攝影片
S147,67	拍攝視頻
S147,73	拍影片
S147,78	拍攝
S147,82	錄影
S147,86	錄像
S147,90	錄製影片
S147,96	錄製視頻
S147,102	使用相機
S147,108	使用攝像頭
S147,115	使用攝影機
S147,122	取用相機
S147,128	存取相機
S147,134	訪問相機
K148,5	microphone
M148,17,3
K148,19	names
Q148,26,3
S148,27	咪高風
S148,32	咪高峰
S148,37	麥克風
K148,43	related
Q148,52,6
S148,53	錄音
S148,57	語音
S148,61	聲音
S148,65	通話
S148,69	錄製
S148,73	說話
K149,7	does
Q149,13,18
S149,14	錄音
S149,18	錄製音訊
S149,24	錄製音頻
S149,30	錄製聲音
S149,36	錄製語音
S149,42	擷取聲音
S149,48	擷取音訊
S149,54	採集聲音
S149,60	採集音頻
S149,66	捕獲音頻
S149,72	捕獲音訊
S149,78	聲音擷取
S149,84	聲音採集
S149,90	收音
S149,94	使用麥克風
S149,101	取用麥克風
S149,108	存取麥克風
S149,115	訪問麥克風
K150,5	photos
M150,13,3
K150,15	names
Q150,22,3
S150,23	相簿
S150,27	相冊
S150,31	圖庫
K150,36	related
Q150,45,6
S150,46	相片
S150,50	照片
S150,54	圖片
S150,58	儲存
S150,62	保存
S150,66	影片
K151,7	does
Q151,13,21
S151,14	儲存照片
S151,20	儲存相片
S151,26	儲存圖片
S151,32	保存照片
S151,38	保存圖片
S151,44	儲存到相簿
S151,51	儲存至相簿
S151,58	存入相簿
S151,64	取用照片
S151,70	存取照片
S151,76	存取相簿
S151,82	取用相簿
S151,88	訪問相簿
S151,94	訪問照片
S151,100	存取照片圖庫
S151,108	取用照片圖庫
S151,116	訪問照片圖庫
S151,124	讀取照片
S151,130	讀取相簿
S151,136	使用相簿
S151,142	使用照片
K152,5	contacts
M152,15,3
K152,17	names
Q152,24,2
S152,25	通訊錄
S152,30	聯絡人
K152,36	related
Q152,45,4
S152,46	好友
S152,50	朋友
S152,54	邀請
S152,58	電話號碼
K153,7	does
Q153,13,7
S153,14	取用聯絡人
S153,21	存取聯絡人
S153,28	讀取聯絡人
S153,35	訪問通訊錄
S153,42	讀取通訊錄
S153,49	存取通訊錄
S153,56	使用通訊錄
K154,5	calendars
M154,16,3
K154,18	names
Q154,25,2
S154,26	日曆
S154,30	行事曆
K154,36	related
Q154,45,4
S154,46	行程
S154,50	事件
S154,54	預約
S154,58	活動
K155,7	does
Q155,13,6
S155,14	取用行事曆
S155,21	存取行事曆
S155,28	讀取行事曆
S155,35	訪問日曆
S155,41	讀取日曆
S155,47	使用行事曆
K156,5	location
M156,15,3
K156,17	names
Q156,24,2
S156,25	位置
S156,29	定位
K156,34	related
Q156,43,7
S156,44	地圖
S156,48	附近
S156,52	導航
S156,56	所在
S156,60	城市
S156,64	天氣
S156,68	路線
K157,7	does
Q157,13,19
S157,14	取得位置
S157,20	取得你的位置
S157,28	取得您的位置
S157,36	取得定位
S157,42	獲取位置
S157,48	獲取你的位置
S157,56	獲取您的位置
S157,64	獲得位置
S157,70	取得目前位置
S157,78	確定位置
S157,84	使用位置
S157,90	使用你的位置
S157,98	使用您的位置
S157,106	取用位置
S157,112	存取位置
S157,118	訪問位置
S157,124	位置資訊
S157,130	位置信息
S157,136	定位
K158,5	bluetooth
M158,16,3
K158,18	names
Q158,25,1
S158,26	藍牙
K158,31	related
Q158,40,5
S158,41	裝置
S158,45	設備
S158,49	配件
S158,53	連接
S158,57	配對
K159,7	does
Q159,13,9
S159,14	使用藍牙
S159,20	取用藍牙
S159,26	存取藍牙
S159,32	訪問藍牙
S159,38	連接藍牙
S159,44	連線藍牙
S159,50	連接藍牙裝置
S159,58	連接藍牙設備
S159,66	搜尋藍牙裝置

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
M250,3,27
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
K285,3	passive-negations
S285,22	不未非绝絕
K286,3	reason-markers
Q286,19,24
S286,20	以便
S286,24	用于
S286,28	用来
S286,32	为了
S286,36	以
S286,39	来
S286,42	可以
S286,46	让你
S286,50	让您
S286,54	便于
S286,58	方便
S286,62	从而
S286,66	帮助
S286,70	例如
S286,74	比如
S287,5	如
S287,8	当
S287,11	时
S287,14	才能
S287,18	进行
S287,22	后，
S287,26	用作
S287,30	将
S287,33	把
K290,3	no-reason-words
Q290,20,65
S290,21	到
S290,24	至
S290,27	此应用程序
S290,34	此应用程式
S290,41	应用程序
S290,47	应用程式
S290,53	本应用
S290,58	此应用
S290,63	该应用
S290,68	应用
S290,72	app
S290,77	我们
S290,81	你的
S290,85	您的
S290,89	你
S290,92	您
S290,95	的
S290,98	需要
S290,102	想要
S290,106	希望
S290,110	请
S290,113	允许
S290,117	授权
S290,121	同意
S290,125	权限
S290,129	许可
S290,133	访问
S290,137	使用
S290,141	获取
S290,145	获得
S290,149	存取
S290,153	取用
S290,157	开启
S290,161	打开
S290,165	才能
S290,169	以便
S290,173	用于
S290,177	用来
S290,181	以
S290,184	来
S290,187	进行
S290,191	功能
S290,195	相关
S290,199	正常
S290,203	某些
S290,207	部分
S290,211	此
S290,214	本
S290,217	该
S290,220	会
S290,223	将
S290,226	可以
S290,230	可
S290,233	能
S290,236	要
S290,239	和
S290,242	及
S290,245	与
S290,248	或
S290,251	并
S290,254	这
S290,257	被
S290,260	为
S290,263	信息
S290,267	数据
K291,3	vague-phrases
Q291,18,18
S291,19	更好的体验
S291,26	更好地体验
S291,33	提升体验
S291,39	提升用户体验
S291,47	优化体验
S291,53	更佳体验
S291,59	最佳体验
S291,65	更好的服务
S292,5	提供更好
S292,11	更优质的服务
S292,19	改善体验
S292,25	更流畅的体验
S292,33	最佳…体验
S292,40	最好…体验
S292,47	提升…体验
S292,54	更好…体验
S292,61	优化…体验
S292,68	改善…体验
K293,3	placeholders
Q293,17,14
S293,18	TODO
S293,24	TBD
S293,29	FIXME
S293,36	XXX
S293,41	lorem ipsum
S293,54	待定
S293,58	待翻译
S293,63	待翻譯
S293,68	待补充
S293,73	待補充
S293,78	占位
S293,82	此处填写
S293,88	翻译中
S293,93	$(
K295,3	placeholder-values
Q295,23,11
S295,24	是
S295,27	否
S295,30	无
S295,33	描述
S295,37	说明
S295,41	用途说明
S295,47	权限说明
S295,53	使用说明
S295,59	文本
S295,63	测试
S295,67	允许
K297,3	doubled-words
Q297,18,13
S297,19	的
S297,22	你的
S297,26	您的
S297,30	我们的
S297,35	你
S297,38	您
S297,41	在
S297,44	是
S297,47	和
S297,50	与
S297,53	把
S297,56	将
S297,59	了
K299,3	read-words
Q299,15,12
S299,16	选择
S299,20	选取
S299,24	上传
S299,28	分享
S299,32	发送
S299,36	浏览
S299,40	查看
S299,44	读取
S299,48	导入
S299,52	识别
S299,56	使用你的
S299,62	使用您的
K300,3	write-words
Q300,16,6
S300,17	保存
S300,21	存储
S300,25	储存
S300,29	存入
S300,33	导出
S300,37	写入
K302,3	apple-names
M303,5,4
K303,5	Face ID
S303,14	面容 ID
K304,5	FaceID
S304,13	面容 ID
K305,5	Touch ID
S305,15	触控 ID
K306,5	TouchID
S306,14	触控 ID
K309,3	regional-terms
M310,5,14
K310,5	存取
S310,9	访问
K311,5	联络人
S311,10	联系人
K312,5	聯絡人
S312,10	联系人
K313,5	汇入
S313,9	导入
K314,5	匯入
S314,9	导入
K315,5	汇出
S315,9	导出
K316,5	匯出
S316,9	导出
K317,5	应用程式
S317,11	应用
K318,5	應用程式
S318,11	应用
K319,5	使用者
S319,10	用户
K320,5	位址
S320,9	地址
K321,5	登入
S321,9	登录
K322,5	软体
S322,9	软件
K323,5	軟體
S323,9	软件
K324,3	min-columns
S324,16	12
K325,3	max-columns
S325,16	140
K326,3	pronouns
Q326,13,2
S326,14	你
S326,17	您
K328,3	also-wrong-script
S328,22	後夥徵摺菸麽箝麴於
K329,3	resources
M330,5,11
K330,5	camera
M330,13,3
K330,15	names
Q330,22,3
S330,23	相机
S330,27	摄像头
S330,32	镜头
K330,37	related
Q330,46,11
S330,47	拍照
S330,51	拍摄
S330,55	扫描
S330,59	扫码
S330,63	二维码
S330,68	QR
S330,72	视频
S330,76	录像
S330,80	照片
S330,84	自拍
S330,88	录制
K331,7	does
Q331,13,17
S331,14	拍照
S331,18	拍摄照片和视频
S331,27	拍摄照片或视频
S331,36	拍照和录像
S331,43	拍照或录像
S331,50	拍照片
S331,55	拍摄照片
S331,61	拍摄视频
S331,67	拍视频
S331,72	拍摄
S331,76	录像
S331,80	录影
S331,84	录制视频
S331,90	使用相机
S331,96	使用摄像头
S331,103	访问相机
S331,109	访问摄像头
K332,5	microphone
M332,17,3
K332,19	names
Q332,26,2
S332,27	麦克风
S332,32	话筒
K332,37	related
Q332,46,6
S332,47	录音
S332,51	语音
S332,55	声音
S332,59	通话
S332,63	录制
S332,67	说话
K333,7	does
Q333,13,11
S333,14	录音
S333,18	录制音频
S333,24	录制声音
S333,30	录制语音
S333,36	采集声音
S333,42	采集音频
S333,48	捕获音频
S333,54	声音采集
S333,60	收音
S333,64	使用麦克风
S333,71	访问麦克风
K334,5	photos
M334,13,3
K334,15	names
Q334,22,3
S334,23	相册
S334,27	图库
S334,31	照片图库
K334,38	related
Q334,47,7
S334,48	照片
S334,52	图片
S334,56	保存
S334,60	存储
S334,64	壁纸
S334,68	视频
S334,72	相片
K335,7	does
Q335,13,14
S335,14	保存照片
S335,20	保存图片
S335,26	保存到相册
S335,33	保存至相册
S335,40	存储照片
S335,46	储存照片
S335,52	访问相册
S335,58	访问照片
S335,64	访问照片图库
S335,72	访问图库
S335,78	读取照片
S335,84	读取相册
S335,90	使用相册
S335,96	使用照片
K336,5	contacts
M336,15,3
K336,17	names
Q336,24,2
S336,25	通讯录
S336,30	联系人
K336,36	related
Q336,45,4
S336,46	好友
S336,50	朋友
S336,54	邀请
S336,58	电话号码
K337,7	does
Q337,13,5
S337,14	访问通讯录
S337,21	读取通讯录
S337,28	访问联系人
S337,35	读取联系人
S337,42	使用通讯录
K338,5	calendars
M338,16,3
K338,18	names
Q338,25,1
S338,26	日历
K338,31	related
Q338,40,5
S338,41	日程
S338,45	事件
S338,49	预约
S338,53	活动
S338,57	预订
K339,7	does
Q339,13,3
S339,14	访问日历
S339,20	读取日历
S339,26	使用日历
K340,5	reminders
M340,16,3
K340,18	names
Q340,25,1
S340,26	提醒事项
K340,33	related
Q340,42,3
S340,43	待办
S340,47	任务
S340,51	提醒
K341,7	does
Q341,13,2
S341,14	访问提醒事项
S341,22	读取提醒事项
K342,5	location
M342,15,3
K342,17	names
Q342,24,2
S342,25	位置
S342,29	定位
K342,34	related
Q342,43,7
S342,44	地图
S342,48	附近
S342,52	导航
S342,56	所在
S342,60	城市
S342,64	天气
S342,68	路线
K343,7	does
Q343,13,13
S343,14	获取位置
S343,20	获取你的位置
S343,28	获取您的位置
S343,36	获取定位
S343,42	获得位置
S343,48	获取当前位置
S343,56	确定位置
S343,62	使用位置
S343,68	使用你的位置
S343,76	使用您的位置
S343,84	访问位置
S343,90	位置信息
S343,96	定位
K344,5	bluetooth
M344,16,3
K344,18	names
Q344,25,1
S344,26	蓝牙
K344,31	related
Q344,40,4
S344,41	设备
S344,45	配件
S344,49	连接
S344,53	配对
K345,7	does
Q345,13,5
S345,14	使用蓝牙
S345,20	访问蓝牙
S345,26	连接蓝牙
S345,32	连接蓝牙设备
S345,40	搜索蓝牙设备
K346,5	health
M346,13,3
K346,15	names
Q346,22,2
S346,23	健康数据
S346,29	“健康”
K346,36	related
Q346,45,6
S346,46	运动
S346,50	步数
S346,54	心率
S346,58	睡眠
S346,62	体重
S346,66	血糖
K347,7	does
Q347,13,3
S347,14	读取健康数据
S347,22	写入健康数据
S347,30	访问健康数据
K348,5	face-id
M348,14,3
K348,16	names
Q348,23,3
S348,24	面容 ID
S348,31	Face ID
S348,40	FaceID
K348,49	related
Q348,58,4
S348,59	解锁
S348,63	验证
S348,67	登录
S348,71	身份
K349,7	does
Q349,13,5
S349,14	使用面容 id
S349,23	使用 face id
S349,35	身份验证
S349,41	验证身份
S349,47	进行身份验证
K350,5	speech-recognition
M350,25,3
K350,27	names
Q350,34,1
S350,35	语音识别
K350,42	related
Q350,51,4
S350,52	听写
S350,56	转写
S350,60	语音
S350,64	转录
K351,7	does
Q351,13,4
S351,14	语音识别
S351,20	识别语音
S351,26	使用语音识别
S351,34	语音转文字

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
M250,3,30
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
K283,3	passive-negations
S283,22	不未非絕绝
K284,3	reason-markers
Q284,19,24
S284,20	以便
S284,24	用於
S284,28	用來
S284,32	為了
S284,36	以
S284,39	來
S284,42	可以
S284,46	讓你
S284,50	讓您
S284,54	便於
S284,58	方便
S284,62	從而
S284,66	幫助
S284,70	例如
S284,74	比如
S285,5	如
S285,8	當
S285,11	時
S285,14	才能
S285,18	進行
S285,22	後，
S285,26	用作
S285,30	將
S285,33	把
K288,3	no-reason-words
Q288,20,68
S288,21	到
S288,24	至
S288,27	此應用程式
S288,34	此應用程序
S288,41	應用程式
S288,47	應用程序
S288,53	本應用
S288,58	此應用
S288,63	該應用
S288,68	應用
S288,72	app
S288,77	我們
S288,81	你的
S288,85	您的
S288,89	你
S288,92	您
S288,95	的
S288,98	需要
S288,102	想要
S288,106	希望
S288,110	請
S288,113	允許
S288,117	授權
S288,121	同意
S288,125	權限
S288,129	許可
S288,133	取用
S288,137	存取
S288,141	使用
S288,145	取得
S288,149	獲取
S288,153	獲得
S288,157	訪問
S288,161	開啟
S288,165	打開
S288,169	才能
S288,173	以便
S288,177	用於
S288,181	用來
S288,185	以
S288,188	來
S288,191	進行
S288,195	功能
S288,199	相關
S288,203	正常
S288,207	某些
S288,211	部分
S288,215	此
S288,218	本
S288,221	該
S288,224	會
S288,227	將
S288,230	可以
S288,234	可
S288,237	能
S288,240	要
S288,243	和
S288,246	及
S288,249	與
S288,252	或
S288,255	並
S288,258	這
S288,261	被
S288,264	為
S288,267	資訊
S288,271	資料
S288,275	信息
S288,279	數據
K289,3	vague-phrases
Q289,18,18
S289,19	更好的體驗
S289,26	更好地體驗
S289,33	提升體驗
S289,39	提升使用者體驗
S289,48	優化體驗
S289,54	更佳體驗
S289,60	最佳體驗
S289,66	更好的服務
S290,5	提供更好
S290,11	更優質的服務
S290,19	改善體驗
S290,25	更流暢的體驗
S290,33	最佳…體驗
S290,40	最好…體驗
S290,47	提升…體驗
S290,54	更好…體驗
S290,61	優化…體驗
S290,68	改善…體驗
K291,3	placeholders
Q291,17,13
S291,18	TODO
S291,24	TBD
S291,29	FIXME
S291,36	XXX
S291,41	lorem ipsum
S291,54	待定
S291,58	待翻譯
S291,63	待翻译
S291,68	待補充
S291,73	佔位
S291,77	此處填寫
S291,83	翻譯中
S291,88	$(
K293,3	placeholder-values
Q293,23,11
S293,24	是
S293,27	否
S293,30	無
S293,33	描述
S293,37	說明
S293,41	用途說明
S293,47	權限說明
S293,53	使用說明
S293,59	文字
S293,63	測試
S293,67	允許
K295,3	doubled-words
Q295,18,13
S295,19	的
S295,22	你的
S295,26	您的
S295,30	我們的
S295,35	你
S295,38	您
S295,41	在
S295,44	是
S295,47	和
S295,50	與
S295,53	把
S295,56	將
S295,59	了
K297,3	read-words
Q297,15,13
S297,16	選擇
S297,20	選取
S297,24	上傳
S297,28	分享
S297,32	傳送
S297,36	瀏覽
S297,40	檢視
S297,44	查看
S297,48	讀取
S297,52	匯入
S297,56	辨識
S297,60	使用你的
S297,66	使用您的
K298,3	write-words
Q298,16,5
S298,17	儲存
S298,21	保存
S298,25	存入
S298,29	匯出
S298,33	寫入
K300,3	apple-names
M301,5,6
K301,5	面容 ID
S301,12	Face ID
K302,5	面容ID
S302,11	Face ID
K303,5	觸控 ID
S303,12	Touch ID
K304,5	觸控ID
S304,11	Touch ID
K305,5	FaceID
S305,13	Face ID
K306,5	TouchID
S306,14	Touch ID
K307,3	min-columns
S307,16	12
K308,3	max-columns
S308,16	140
K309,3	pronouns
Q309,13,2
S309,14	你
S309,17	您
K313,3	also-wrong-script
S313,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K316,3	regional-terms
M317,5,54
K317,5	訪問
S317,9	取用
K318,5	視頻
S318,9	影片
K319,5	用戶
S319,9	使用者
K320,5	信息
S320,9	資訊
K321,5	默認
S321,9	預設
K322,5	網絡
S322,9	網路
K323,5	軟件
S323,9	軟體
K324,5	硬件
S324,9	硬體
K325,5	設置
S325,9	設定
K326,5	數據
S326,9	資料
K327,5	設備
S327,9	裝置
K328,5	獲取
S328,9	取得
K329,5	攝像頭
S329,10	相機
K330,5	相冊
S330,9	相簿
K331,5	屏幕
S331,9	螢幕
K332,5	鼠標
S332,9	滑鼠
K333,5	內存
S333,9	記憶體
K334,5	登錄
S334,9	登入
K335,5	短信
S335,9	簡訊
K336,5	個性化
S336,10	個人化
K337,5	質量
S337,9	品質
K338,5	激活
S338,9	啟用
K339,5	服務器
S339,10	伺服器
K340,5	緩存
S340,9	快取
K341,5	二維碼
S341,10	QR 碼
K342,5	實時
S342,9	即時
K343,5	在線
S343,9	線上
K344,5	賬號
S344,9	帳號
K345,5	賬戶
S345,9	帳號
K346,5	菜單
S346,9	選單
K347,5	界面
S347,9	介面
K348,5	運行
S348,9	執行
K349,5	兼容
S349,9	相容
K350,5	搜索
S350,9	搜尋
K351,5	粘貼
S351,9	貼上
K352,5	打印
S352,9	列印
K353,5	刷新
S353,9	重新整理
K354,5	導出
S354,9	匯出
K355,5	導入
S355,9	匯入
K356,5	咪高風
S356,10	麥克風
K357,5	咪高峰
S357,10	麥克風
K358,5	後台
S358,9	背景
K359,5	應用程序
S359,11	應用程式
K360,5	當前
S360,9	目前
K361,5	添加
S361,9	新增
K362,5	保存
S362,9	儲存
K363,5	許可權
S363,10	權限
K364,5	本地網路
S364,11	區域網路
K365,5	位置訊息
S365,11	位置資訊
K366,5	音頻
S366,9	音訊
K367,5	插件
S367,9	外掛程式
K368,5	語音識別
S368,11	語音辨識
K369,5	人臉識別
S369,11	臉部辨識
K370,5	文字消息
S370,11	文字訊息
K372,3	regional-exceptions
Q372,24,2
S372,25	行動數據
S372,31	數據機
K378,3	colloquial-terms
M379,5,26
K379,5	佢哋
S379,9	他們
K380,5	我哋
S380,9	我們
K381,5	你哋
S381,9	你們
K382,5	而家
S382,9	現在
K383,5	邊度
S383,9	哪裡
K384,5	點樣
S384,9	怎樣
K385,5	影相
S385,9	拍照
K386,5	同埋
S386,9	以及
K387,5	嘅
S387,8	的
K388,5	咗
S388,8	了
K389,5	唔
S389,8	不
K390,5	冇
S390,8	沒有
K391,5	佢
S391,8	他
K392,5	喺
S392,8	在
K393,5	嘢
S393,8	東西
K394,5	啲
S394,8	些
K395,5	睇
S395,8	看
K396,5	嚟
S396,8	來
K397,5	嗰
S397,8	那
K398,5	噉
S398,8	這樣
K399,5	咁
S399,8	這麼
K400,5	攞
S400,8	拿
K401,5	諗
S401,8	想
K402,5	搵
S402,8	找
K403,5	畀
S403,8	給
K404,5	哋
S404,8	們
K405,3	draft-corrections
M406,5,7
K406,5	許可權
S406,10	權限
K407,5	訪問
S407,9	取用
K408,5	存取
S408,9	取用
K410,5	影象
S410,9	影像
K411,5	圖象
S411,9	圖像
K412,5	頭象
S412,9	頭像
K413,5	錄象
S413,9	錄影
K414,3	resources
M415,5,11
K415,5	camera
M415,13,3
K415,15	names
Q415,22,4
S415,23	相機
S415,27	攝像頭
S415,32	攝影機
S415,37	鏡頭
K415,42	related
Q415,51,11
S415,52	拍照
S415,56	拍攝
S415,60	掃描
S415,64	掃碼
S415,68	條碼
S415,72	QR
S415,76	影片
S415,80	錄影
S415,84	照片
S415,88	自拍
S415,92	錄製
K416,7	does
Q416,13,21
S416,14	拍照
S416,18	拍攝照片和影片
S416,27	拍攝照片或影片
S416,36	拍照和錄影
S416,43	拍照或錄影
S416,50	拍照片
S416,55	拍攝照片
S416,61	拍攝影片
S416,67	拍攝視頻
S416,73	拍影片
S416,78	拍攝
S416,82	錄影
S416,86	錄像
S416,90	錄製影片
S416,96	錄製視頻
S416,102	使用相機
S416,108	使用攝像頭
S416,115	使用攝影機
S416,122	取用相機
S416,128	存取相機
S416,134	訪問相機
K417,5	microphone
M417,17,3
K417,19	names
Q417,26,3
S417,27	麥克風
S417,32	咪高風
S417,37	咪高峰
K417,43	related
Q417,52,6
S417,53	錄音
S417,57	語音
S417,61	聲音
S417,65	通話
S417,69	錄製
S417,73	說話
K418,7	does
Q418,13,18
S418,14	錄音
S418,18	錄製音訊
S418,24	錄製音頻
S418,30	錄製聲音
S418,36	錄製語音
S418,42	擷取聲音
S418,48	擷取音訊
S418,54	採集聲音
S418,60	採集音頻
S418,66	捕獲音頻
S418,72	捕獲音訊
S418,78	聲音擷取
S418,84	聲音採集
S418,90	收音
S418,94	使用麥克風
S418,101	取用麥克風
S418,108	存取麥克風
S418,115	訪問麥克風
K419,5	photos
M419,13,3
K419,15	names
Q419,22,4
S419,23	相簿
S419,27	相冊
S419,31	圖庫
S419,35	照片圖庫
K419,42	related
Q419,51,7
S419,52	照片
S419,56	圖片
S419,60	儲存
S419,64	保存
S419,68	桌布
S419,72	影片
S419,76	相片
K420,7	does
Q420,13,21
S420,14	儲存照片
S420,20	儲存相片
S420,26	儲存圖片
S420,32	保存照片
S420,38	保存圖片
S420,44	儲存到相簿
S420,51	儲存至相簿
S420,58	存入相簿
S420,64	取用照片
S420,70	存取照片
S420,76	存取相簿
S420,82	取用相簿
S420,88	訪問相簿
S420,94	訪問照片
S420,100	存取照片圖庫
S420,108	取用照片圖庫
S420,116	訪問照片圖庫
S420,124	讀取照片
S420,130	讀取相簿
S420,136	使用相簿
S420,142	使用照片
K421,5	contacts
M421,15,3
K421,17	names
Q421,24,2
S421,25	聯絡人
S421,30	通訊錄
K421,36	related
Q421,45,4
S421,46	好友
S421,50	朋友
S421,54	邀請
S421,58	電話號碼
K422,7	does
Q422,13,7
S422,14	取用聯絡人
S422,21	存取聯絡人
S422,28	讀取聯絡人
S422,35	訪問通訊錄
S422,42	讀取通訊錄
S422,49	存取通訊錄
S422,56	使用通訊錄
K423,5	calendars
M423,16,3
K423,18	names
Q423,25,2
S423,26	行事曆
S423,31	日曆
K423,36	related
Q423,45,5
S423,46	行程
S423,50	事件
S423,54	預約
S423,58	活動
S423,62	預訂
K424,7	does
Q424,13,6
S424,14	取用行事曆
S424,21	存取行事曆
S424,28	讀取行事曆
S424,35	訪問日曆
S424,41	讀取日曆
S424,47	使用行事曆
K425,5	reminders
M425,16,3
K425,18	names
Q425,25,1
S425,26	提醒事項
K425,33	related
Q425,42,3
S425,43	待辦
S425,47	任務
S425,51	提醒
K426,7	does
Q426,13,3
S426,14	取用提醒事項
S426,22	存取提醒事項
S426,30	讀取提醒事項
K427,5	location
M427,15,3
K427,17	names
Q427,24,2
S427,25	位置
S427,29	定位
K427,34	related
Q427,43,7
S427,44	地圖
S427,48	附近
S427,52	導航
S427,56	所在
S427,60	城市
S427,64	天氣
S427,68	路線
K428,7	does
Q428,13,19
S428,14	取得位置
S428,20	取得你的位置
S428,28	取得您的位置
S428,36	取得定位
S428,42	獲取位置
S428,48	獲取你的位置
S428,56	獲取您的位置
S428,64	獲得位置
S428,70	取得目前位置
S428,78	確定位置
S428,84	使用位置
S428,90	使用你的位置
S428,98	使用您的位置
S428,106	取用位置
S428,112	存取位置
S428,118	訪問位置
S428,124	位置資訊
S428,130	位置信息
S428,136	定位
K429,5	bluetooth
M429,16,3
K429,18	names
Q429,25,1
S429,26	藍牙
K429,31	related
Q429,40,5
S429,41	裝置
S429,45	設備
S429,49	配件
S429,53	連接
S429,57	配對
K430,7	does
Q430,13,9
S430,14	使用藍牙
S430,20	取用藍牙
S430,26	存取藍牙
S430,32	訪問藍牙
S430,38	連接藍牙
S430,44	連線藍牙
S430,50	連接藍牙裝置
S430,58	連接藍牙設備
S430,66	搜尋藍牙裝置
K431,5	health
M431,13,3
K431,15	names
Q431,22,2
S431,23	健康資料
S431,29	「健康」
K431,36	related
Q431,45,6
S431,46	運動
S431,50	步數
S431,54	心率
S431,58	睡眠
S431,62	體重
S431,66	血糖
K432,7	does
Q432,13,5
S432,14	讀取健康資料
S432,22	寫入健康資料
S432,30	取用健康資料
S432,38	存取健康資料
S432,46	讀取健康數據
K433,5	face-id
M433,14,3
K433,16	names
Q433,23,2
S433,24	Face ID
S433,33	FaceID
K433,42	related
Q433,51,5
S433,52	解鎖
S433,56	驗證
S433,60	登入
S433,64	身分
S433,68	身份
K434,7	does
Q434,13,7
S434,14	使用 face id
S434,26	身分驗證
S434,32	身份驗證
S434,38	驗證身分
S434,44	驗證身份
S434,50	進行身分驗證
S434,58	進行身份驗證
K435,5	speech-recognition
M435,25,3
K435,27	names
Q435,34,2
S435,35	語音辨識
S435,41	語音識別
K435,48	related
Q435,57,4
S435,58	聽寫
S435,62	轉寫
S435,66	語音
S435,70	轉錄
K436,7	does
Q436,13,6
S436,14	語音辨識
S436,20	語音識別
S436,26	辨識語音
S436,32	識別語音
S436,38	使用語音辨識
S436,46	語音轉文字

"""#
}
