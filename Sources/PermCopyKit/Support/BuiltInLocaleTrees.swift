// swift-format-ignore-file
// Generated from locales/*.yml by BuiltInLocaleTreesTests. Do not edit.
// Regenerate with: PERMCOPY_REGENERATE=1 swift test --filter BuiltInLocaleTrees

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
M9,1,12
K9,1	name
S9,7	English
K10,1	this-app
S10,11	this app
K11,1	quotes
M11,9,2
K11,11	open
S11,17	“
K11,22	close
S11,29	”
K12,1	full-stop
S12,12	.
K13,1	path-separator
S13,17	 > 
K15,1	settings
M16,3,8
K16,3	app
S16,8	Settings
K17,3	privacy
M17,12,2
K17,14	ios15
S17,21	Privacy
K17,30	ios16
S17,37	Privacy & Security
K18,3	apps
S18,9	Apps
K19,3	precise-location
S19,21	Precise Location
K20,3	allow-notifications
S20,24	Allow Notifications
K21,3	health-all
S21,15	Turn On All
K22,3	screen-time
S22,16	Screen Time
K23,3	content-restrictions
S23,25	Content & Privacy Restrictions
K26,1	your
M26,7,2
K26,9	possessive
S26,21	your 
K26,30	pronoun
S26,39	your
K28,1	list
M28,7,3
K28,9	separator
S28,20	, 
K28,26	and
S28,31	 and 
K28,40	or
S28,44	 or 
K30,1	buttons
M31,3,6
K31,3	open-settings
S31,18	Go to Settings
K32,3	not-now
S32,12	Not Now
K33,3	later
S33,10	Not Now
K34,3	open-now
S34,13	Turn On
K35,3	got-it
S35,11	OK
K36,3	continue
S36,13	Continue
K39,1	alert-buttons
M40,3,10
K40,3	deny
S40,9	Don’t Allow
K41,3	ok
S41,7	OK
K42,3	allow
S42,10	Allow
K43,3	allow-once
S43,15	Allow Once
K44,3	allow-while-using
S44,22	Allow While Using App
K45,3	select-photos
S45,18	Select Photos…
K46,3	allow-all-photos
S46,21	Allow Access to All Photos
K47,3	limit-access
S47,17	Limit Access…
K48,3	allow-full-access
S48,22	Allow Full Access
K49,3	ask-not-to-track
S49,21	Ask App Not to Track
K54,1	permissions
M55,3,42
K55,3	camera
M56,5,3
K56,5	resource
S56,15	camera
K57,5	row
S57,10	Camera
K58,5	alert-title
S58,18	“%@” Would Like to Access the Camera
K59,3	microphone
M60,5,3
K60,5	resource
S60,15	microphone
K61,5	row
S61,10	Microphone
K62,5	alert-title
S62,18	“%@” Would Like to Access the Microphone
K63,3	photo-library
M64,5,5
K64,5	selected
S64,15	the photos you selected
K65,5	resource
S65,15	photo library
K66,5	row
S66,10	Photos
K67,5	choice
M67,13,2
K67,15	ios15
S67,22	All Photos
K67,34	ios16
S67,41	Full Access
K68,5	alert-title
M68,18,2
K68,20	ios15
S68,27	“%@” Would Like to Access Your Photos
K68,66	ios18
S68,73	“%@” would like full access to your Photo Library.
K69,3	photo-library-add
M70,5,4
K70,5	resource
S70,15	photo library
K71,5	row
S71,10	Photos
K72,5	choice
S72,13	Add Photos Only
K73,5	alert-title
S73,18	“%@” Would Like to Add to your Photos
K74,3	contacts
M75,5,5
K75,5	selected
S75,15	the contacts you selected
K76,5	resource
S76,15	contacts
K77,5	row
S77,10	Contacts
K78,5	choice
S78,13	Full Access
K79,5	alert-title
S79,18	“%@” Would Like to Access Your Contacts
K80,3	calendars
M81,5,3
K81,5	resource
S81,15	calendar
K82,5	row
S82,10	Calendars
K83,5	alert-title
S83,18	“%@” Would Like to Access Your Calendar
K84,3	calendars-full-access
M85,5,4
K85,5	resource
S85,15	calendar
K86,5	row
S86,10	Calendars
K87,5	choice
S87,13	Full Access
K88,5	alert-title
S88,18	“%@” Would Like Full Access to Your Calendar
K89,3	calendars-write-only
M90,5,4
K90,5	resource
S90,15	calendar
K91,5	row
S91,10	Calendars
K92,5	choice
S92,13	Add Events Only
K93,5	alert-title
S93,18	“%@” Would Like to Add Events to Your Calendar
K94,3	reminders
M95,5,3
K95,5	resource
S95,15	reminders
K96,5	row
S96,10	Reminders
K97,5	alert-title
S97,18	“%@” Would Like to Access Your Reminders
K98,3	reminders-full-access
M99,5,3
K99,5	resource
S99,15	reminders
K100,5	row
S100,10	Reminders
K101,5	alert-title
S101,18	“%@” Would Like Full Access to Your Reminders
K102,3	location-when-in-use
M103,5,6
K103,5	name
S103,11	Location
K104,5	resource
S104,15	location
K105,5	row
S105,10	Location
K106,5	privacy-row
S106,18	Location Services
K107,5	choice
S107,13	While Using the App
K108,5	alert-title
S108,18	Allow “%@” to use your location?
K109,3	location-always
M110,5,6
K110,5	name
S110,11	Location
K111,5	resource
S111,15	location
K112,5	row
S112,10	Location
K113,5	privacy-row
S113,18	Location Services
K114,5	choice
S114,13	Always
K115,5	alert-title
S115,18	Allow “%@” to use your location?
K116,3	location-always-legacy
M117,5,5
K117,5	resource
S117,15	location
K118,5	row
S118,10	Location
K119,5	privacy-row
S119,18	Location Services
K120,5	choice
S120,13	Always
K121,5	alert-title
S121,18	Allow “%@” to access your location even when you are not using the app?
K122,3	location-legacy
M123,5,5
K123,5	resource
S123,15	location
K124,5	row
S124,10	Location
K125,5	privacy-row
S125,18	Location Services
K126,5	choice
S126,13	While Using the App
K127,5	alert-title
S127,18	“%@” Would Like To Use Your Current Location
K128,3	bluetooth
M129,5,3
K129,5	resource
S129,15	Bluetooth
K130,5	row
S130,10	Bluetooth
K131,5	alert-title
S131,18	“%@” Would Like to Use Bluetooth
K132,3	bluetooth-peripheral
M133,5,3
K133,5	resource
S133,15	Bluetooth
K134,5	row
S134,10	Bluetooth
K135,5	alert-title
S135,18	“%@” Would Like to Use Bluetooth
K136,3	bluetooth-while-in-use
M137,5,3
K137,5	resource
S137,15	Bluetooth
K138,5	row
S138,10	Bluetooth
K139,5	alert-title
S139,18	“%@” would like to use Bluetooth while it is in use
K140,3	motion
M141,5,3
K141,5	resource
S141,15	motion and fitness activity
K142,5	row
S142,10	Motion & Fitness
K143,5	alert-title
S143,18	“%@” Would Like to Access Your Motion & Fitness Activity
K144,3	fall-detection
M145,5,3
K145,5	resource
S145,15	fall detection
K146,5	row
S146,10	Fall Detection
K147,5	alert-title
S147,18	“%@” Would Like to Use Fall Detection
K148,3	speech-recognition
M149,5,3
K149,5	resource
S149,15	speech recognition
K150,5	row
S150,10	Speech Recognition
K151,5	alert-title
S151,18	“%@” Would Like to Access Speech Recognition
K152,3	siri
M153,5,3
K153,5	resource
S153,15	Siri
K154,5	row
S154,10	Siri
K155,5	alert-title
S155,18	Would You Like to Use “%@” with Siri?
K156,3	media-library
M157,5,3
K157,5	resource
S157,15	media library
K158,5	row
S158,10	Media & Apple Music
K159,5	alert-title
S159,18	“%@” would like to access Apple Music, your music and video activity, and your media library.
K160,3	homekit
M161,5,3
K161,5	resource
S161,15	Home data
K162,5	row
S162,10	HomeKit
K163,5	alert-title
S163,18	“%@” Would Like to Access Your Home Data
K164,3	health-share
M165,5,3
K165,5	resource
S165,15	Health data
K166,5	row
S166,10	Health
K167,5	alert-title
S167,18	“%@” Would Like to Access Your Health Data
K168,3	health-update
M169,5,3
K169,5	resource
S169,15	Health data
K170,5	row
S170,10	Health
K171,5	alert-title
S171,18	Allow “%@” to update your health data.
K172,3	health-records
M173,5,3
K173,5	resource
S173,15	health records
K174,5	row
S174,10	Health
K175,5	alert-title
S175,18	“%@” Would Like to Access Your Health Records
K176,3	face-id
M177,5,5
K177,5	resource
S177,15	Face ID
K178,5	row
S178,10	Face ID
K179,5	alert-title
S179,18	Do you want to allow “%@” to use Face ID?
K180,5	privacy-parent
S180,21	Face ID & Passcode
K181,5	privacy-row
S181,18	Other Apps
K182,3	nfc
M183,5,3
K183,5	resource
S183,15	NFC reader
K184,5	row
S184,10	NFC
K185,5	alert-title
S185,18	Ready to Scan
K186,3	tracking
M187,5,5
K187,5	name
S187,11	Tracking
K188,5	resource
S188,15	activity across other companies’ apps and websites
K189,5	row
S189,10	Allow Tracking
K190,5	privacy-row
S190,18	Tracking
K191,5	alert-title
S191,18	Allow “%@” to track your activity across other companies’ apps and websites?
K192,3	local-network
M193,5,3
K193,5	resource
S193,15	local network
K194,5	row
S194,10	Local Network
K195,5	alert-title
S195,18	“%@” would like to find and connect to devices on your local network
K196,3	focus-status
M197,5,3
K197,5	resource
S197,15	Focus status
K198,5	row
S198,10	Focus
K199,5	alert-title
S199,18	“%@” Would Like to Access Your Focus Status
K200,3	nearby-interaction
M201,5,3
K201,5	resource
S201,15	nearby devices
K202,5	row
S202,10	Nearby Interactions
K203,5	alert-title
S203,18	“%@” Would Like to Find and Interact with Nearby Devices
K204,3	nearby-interaction-allow-once
M205,5,3
K205,5	resource
S205,15	nearby devices
K206,5	row
S206,10	Nearby Interactions
K207,5	alert-title
S207,18	“%@” Would Like to Find and Interact with Nearby Devices
K208,3	tv-provider
M209,5,3
K209,5	resource
S209,15	TV provider account
K210,5	row
S210,10	TV Provider
K211,5	alert-title
S211,18	“%@” Would Like to Access Your TV Provider Account
K212,3	sensorkit
M213,5,3
K213,5	resource
S213,15	research sensor and usage data
K214,5	row
S214,10	Research Sensor & Usage Data
K215,5	alert-title
S215,18	“%@” Would Like to Access Research Sensor & Usage Data
K216,3	identity
M217,5,3
K217,5	resource
S217,15	ID in Wallet
K218,5	row
S218,10	Wallet
K219,5	alert-title
S219,18	“%@” Would Like to Verify Your Identity
K220,3	gamekit-friends
M221,5,3
K221,5	resource
S221,15	Game Center friends
K222,5	row
S222,10	Game Center Friends
K223,5	alert-title
S223,18	“%@” Would Like to Access Your Game Center Friends
K224,3	financial-data
M225,5,3
K225,5	resource
S225,15	financial data
K226,5	row
S226,10	Wallet
K227,5	alert-title
S227,18	“%@” Would Like to Access Your Financial Data
K228,3	critical-messaging
M229,5,3
K229,5	resource
S229,15	critical messages
K230,5	row
S230,10	Critical Messages
K231,5	alert-title
S231,18	“%@” Would Like to Send Critical Messages
K232,3	alarmkit
M233,5,3
K233,5	resource
S233,15	alarms
K234,5	row
S234,10	Alarms & Timers
K235,5	alert-title
S235,18	“%@” Would Like to Schedule Alarms and Timers
K236,3	voip
M237,5,3
K237,5	resource
S237,15	VoIP calls
K238,5	row
S238,10	VoIP
K239,5	alert-title
S239,18	“%@” Would Like to Receive VoIP Calls in the Background
K240,3	notifications
M241,5,3
K241,5	resource
S241,15	notifications
K242,5	row
S242,10	Notifications
K243,5	alert-title
S243,18	“%@” Would Like to Send You Notifications
K246,1	rules
M247,3,20
K247,3	script
S247,11	latin
K248,3	full-stops
Q248,15,3
S248,16	.
S248,21	!
S248,26	?
K249,3	closing-marks
Q249,18,4
S249,19	”
S249,24	’
S249,29	)
S249,34	"
K255,3	restating-hints
Q255,20,20
S255,21	need
S255,27	require
S255,36	want
S255,42	would like
S255,54	access
S255,62	permission
S255,74	allow
S255,81	grant
S255,88	enable
S255,96	give
S256,5	 not 
S256,14	n't 
S256,22	never
S256,29	plugin
S256,37	sdk
S256,42	library
S256,51	framework
S256,62	module
S256,70	package
S256,79	dependency
K258,3	restating-short-hints
Q258,26,3
S258,27	access
S258,35	use
S258,40	permission
K259,3	restating
Q260,5,10
S260,7	\\b(needs?|requires?|wants?|would like)( to)?( (get|have|use|access))?( your| the)?( (?!to\\b)\\w+){0,3}? (access|permission)s?\\b
S261,7	\\b(needs?|requires?|wants?|would like) (to )?(access|use)( to)?( your| the)?( \\w+){0,2}?\\b
S262,7	\\b(allow|grant|enable|give) (\\w+ )?(access|permission)( to)?( your| the)?( \\w+){0,2}?\\b
S263,7	^(access|permission) (to|for)( your| the)?( \\w+){0,3}[.!]?$
S264,7	^(to )?(access|use)( your| the)?( \\w+){0,3}[.!]?$
S266,7	\\b(whether to )?(please )?(allow|let) (\\w+ ){0,2}(to )?(access|use)( your| the)?( \\w+){0,2}?[.!?]?$
S268,7	\\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \\w+){0,2}?)?\\b
S270,7	\\b(does not|doesn't|do not|don't|will not|won't|never) (use|access|need|require|record|collect)( any| the| your)?( \\w+){0,2}?\\b
S271,7	\\b(access|permission)s? (is |are )?(required|needed|necessary)\\b
S273,7	\\b(for|by|in) (the |this |a |our )?([\\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\\b
K276,3	passive
Q277,5,1
S277,7	\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b
K279,3	passive-agents
Q279,19,6
S279,20	 we 
S279,28	 we'
S279,36	 our 
S279,45	 us 
S279,53	 uses 
S279,63	 use 
K280,3	reason-markers
Q280,19,24
S280,20	 to 
S280,28	 so 
S280,36	 for 
S280,45	because
S280,56	 when 
S280,66	 while 
S280,77	 lets 
S280,87	 allows 
S281,5	 helps 
S281,16	 by 
S281,24	 in order
S281,37	e.g.
S281,45	for example
S281,60	such as
S281,71	 used 
S281,81	 uses 
S281,91	 if 
S282,5	 can 
S282,14	(
S282,19	 from 
S282,29	 into 
S282,39	 with 
S282,49	 on 
S282,57	 in 
K285,3	no-reason-words
Q285,20,78
S285,21	this
S285,27	that
S285,33	these
S285,40	app
S285,45	application
S285,58	the
S285,63	a
S285,66	an
S285,70	your
S285,76	you
S285,81	we
S285,85	us
S285,89	our
S285,94	it
S285,98	its
S285,103	is
S285,107	are
S285,112	be
S285,116	been
S285,122	will
S285,128	would
S285,135	could
S285,142	like
S285,148	want
S285,154	wants
S285,161	need
S285,167	needs
S285,174	needed
S285,182	require
S285,191	requires
S285,201	required
S285,211	necessary
S285,222	access
S285,230	permission
S285,242	permissions
S285,255	allow
S285,262	allows
S285,270	let
S285,275	lets
S285,281	please
S285,289	grant
S285,296	enable
S285,304	give
S285,310	get
S285,315	consent
S285,324	use
S285,329	uses
S285,335	used
S285,341	using
S285,348	to
S285,352	for
S285,357	in
S285,361	of
S285,365	and
S285,370	or
S285,374	with
S285,380	on
S285,384	by
S285,388	from
S285,394	so
S285,398	can
S285,403	may
S285,408	only
S285,414	some
S285,420	certain
S285,429	feature
S285,438	features
S285,448	function
S285,458	functions
S285,469	functionality
S285,484	properly
S285,494	correctly
S285,505	work
S285,511	works
S285,518	working
S285,527	information
S285,540	info
S285,546	data
K286,3	vague-phrases
Q286,18,19
S286,19	better experience
S286,38	improve your experience
S286,63	enhance your experience
S287,5	best experience
S287,22	improved experience
S287,43	better user experience
S287,67	optimal experience
S288,5	better service
S288,21	improve our service
S288,42	improve our services
S288,64	enhance the app
S289,5	best … experience
S289,24	make the app … better
S289,47	enhance … experience
S289,69	improve … experience
S290,5	better … experience
S290,26	more personalized experience
S290,56	better search result
S290,78	better ads
K291,3	placeholders
Q291,17,8
S291,18	TODO
S291,24	TBD
S291,29	FIXME
S291,36	XXX
S291,41	lorem ipsum
S291,54	placeholder text
S291,72	translate me
S291,86	$(
K293,3	placeholder-values
Q293,23,13
S293,24	yes
S293,29	no
S293,33	none
S293,39	n/a
S293,46	description
S293,59	usage description
S293,78	purpose
S293,87	text
S293,93	string
S293,101	value
S293,108	test
S293,114	-
S293,119	...
K295,3	doubled-words
Q295,18,17
S295,19	the
S295,24	a
S295,27	an
S295,31	to
S295,35	of
S295,39	your
S295,45	you
S295,50	in
S295,54	on
S295,58	for
S295,63	and
S295,68	with
S295,74	is
S295,78	will
S295,84	can
S295,89	this
S295,95	that's
K298,3	read-words
Q298,15,28
S298,16	choose
S298,24	choosing
S298,34	pick
S298,40	picking
S298,49	select
S298,57	selecting
S298,68	load
S298,74	loading
S298,83	upload
S298,91	uploading
S298,102	attach
S298,110	attaching
S298,121	send
S298,127	sending
S298,136	share
S298,143	sharing
S298,152	browse
S298,160	browsing
S298,170	view
S298,176	viewing
S298,185	import
S298,193	importing
S298,204	read
S298,210	reading
S298,219	identify
S298,229	set as
S298,237	use your
S298,247	using your
K299,3	write-words
Q299,16,6
S299,17	save
S299,23	saving
S299,31	export
S299,39	exporting
S299,50	write
S299,57	writing
K301,3	apple-names
M302,5,2
K302,5	FaceID
S302,13	Face ID
K303,5	TouchID
S303,14	Touch ID
K304,3	min-columns
S304,16	20
K305,3	max-columns
S305,16	200
K306,3	resources
M307,5,11
K307,5	camera
M307,13,3
K307,15	names
Q307,22,1
S307,23	camera
K307,32	related
Q307,41,8
S307,42	photo
S307,49	picture
S307,58	video
S307,65	scan
S307,71	QR
S307,75	selfie
S307,83	record
S307,91	film
K308,7	does
Q308,13,21
S308,14	take photos
S308,27	take a photo
S308,41	take photo
S308,53	take pictures
S308,68	take a picture
S308,84	take picture
S308,98	take videos
S308,111	take a video
S308,125	take photos and videos
S308,149	record video
S308,163	record videos
S308,178	record a video
S308,194	capture photos
S308,210	capture a photo
S308,227	capture images
S308,243	capture video
S308,258	capture videos
S308,274	use the camera
S308,290	use your camera
S308,307	access the camera
S308,326	access your camera
K309,5	microphone
M309,17,3
K309,19	names
Q309,26,1
S309,27	microphone
K309,40	related
Q309,49,8
S309,50	record
S309,58	voice
S309,65	audio
S309,72	sound
S309,79	speak
S309,86	talk
S309,92	call
S309,98	dictat
K310,7	does
Q310,13,12
S310,14	record audio
S310,28	record sound
S310,42	record sounds
S310,57	record your voice
S310,76	record voice
S310,90	capture audio
S310,105	capture sound
S310,120	audio recording
S310,137	use the microphone
S310,157	use your microphone
S310,178	access the microphone
S310,201	access your microphone
K311,5	photos
M311,13,3
K311,15	names
Q311,22,3
S311,23	photo library
S311,38	photo album
S311,51	camera roll
K311,65	related
Q311,74,6
S311,75	photo
S311,82	picture
S311,91	image
S311,98	save
S311,104	video
S311,111	wallpaper
K312,7	does
Q312,13,13
S312,14	access photos
S312,29	access your photos
S312,49	access the photo library
S312,75	access your photo library
S312,102	save photos
S312,115	save images
S312,128	save pictures
S312,143	save videos
S312,156	save photos and videos
S312,180	save to your photo library
S312,208	save to the photo library
S312,235	use your photos
S312,252	use the photo library
K313,5	contacts
M313,15,3
K313,17	names
Q313,24,2
S313,25	contacts
S313,35	address book
K313,50	related
Q313,59,4
S313,60	friend
S313,68	people
S313,76	invite
S313,84	phone number
K314,7	does
Q314,13,5
S314,14	access your contacts
S314,36	access contacts
S314,53	read your contacts
S314,73	read contacts
S314,88	use your contacts
K315,5	calendars
M315,16,3
K315,18	names
Q315,25,1
S315,26	calendar
K315,37	related
Q315,46,4
S315,47	event
S315,54	schedule
S315,64	booking
S315,73	appointment
K316,7	does
Q316,13,5
S316,14	access your calendar
S316,36	access your calendars
S316,59	access the calendar
S316,80	read your calendar
S316,100	read your calendars
K317,5	reminders
M317,16,3
K317,18	names
Q317,25,1
S317,26	reminders
K317,38	related
Q317,47,3
S317,48	to-do
S317,55	task
S317,61	remind
K318,7	does
Q318,13,2
S318,14	access your reminders
S318,37	read your reminders
K319,5	location
M319,15,3
K319,17	names
Q319,24,2
S319,25	location
S319,35	GPS
K319,41	related
Q319,50,7
S319,51	map
S319,56	nearby
S319,64	where
S319,71	city
S319,77	route
S319,84	direction
S319,95	weather
K320,7	does
Q320,13,11
S320,14	get your location
S320,33	get your current location
S320,60	get location
S320,74	obtain your location
S320,96	know your location
S320,116	know where you are
S320,136	determine your location
S320,161	find your location
S320,181	access your location
S320,203	use your location
S320,222	use location
K321,5	bluetooth
M321,16,3
K321,18	names
Q321,25,1
S321,26	Bluetooth
K321,38	related
Q321,47,4
S321,48	device
S321,56	accessor
S321,66	connect
S321,75	pair
K322,7	does
Q322,13,6
S322,14	use bluetooth
S322,29	access bluetooth
S322,47	connect to bluetooth
S322,69	connect to bluetooth devices
S322,99	discover bluetooth devices
S322,127	scan for bluetooth devices
K323,5	health
M323,13,3
K323,15	names
Q323,22,2
S323,23	Health app
S323,35	health data
K323,49	related
Q323,58,7
S323,59	workout
S323,68	step
S323,74	heart
S323,81	sleep
S323,88	weight
S323,96	glucose
S323,105	insulin
K324,7	does
Q324,13,5
S324,14	read your health data
S324,37	read health data
S324,55	write health data
S324,74	access your health data
S324,99	access health data
K325,5	face-id
M325,14,3
K325,16	names
Q325,23,2
S325,24	Face ID
S325,33	FaceID
K325,42	related
Q325,51,5
S325,52	unlock
S325,60	authenticat
S325,73	sign in
S325,82	log in
S325,90	verify
K326,7	does
Q326,13,5
S326,14	use face id
S326,27	authenticate with face id
S326,54	authenticate you
S326,72	authenticate
S326,86	authentication
K327,5	speech-recognition
M327,25,3
K327,27	names
Q327,34,1
S327,35	speech recognition
K327,56	related
Q327,65,4
S327,66	dictat
S327,74	transcri
S327,84	voice
S327,91	speech
K328,7	does
Q328,13,6
S328,14	recognize speech
S328,32	recognise speech
S328,50	transcribe speech
S328,69	use speech recognition
S328,93	speech recognition
S328,113	speech to text

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
M20,3,28
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
K48,3	passive-agents
Q48,19,3
S48,20	我們
S48,24	我们
S48,28	本公司
K50,3	passive-negations
S50,22	不未非絕绝
K51,3	reason-markers
Q51,19,24
S51,20	以便
S51,24	用於
S51,28	用來
S51,32	為了
S51,36	以
S51,39	來
S51,42	可以
S51,46	讓你
S51,50	讓您
S51,54	便於
S51,58	方便
S51,62	從而
S51,66	幫助
S51,70	例如
S51,74	比如
S52,5	如
S52,8	當
S52,11	時
S52,14	才能
S52,18	進行
S52,22	後，
S52,26	用作
S52,30	將
S52,33	把
K55,3	no-reason-words
Q55,20,68
S55,21	到
S55,24	至
S55,27	此應用程式
S55,34	此應用程序
S55,41	應用程式
S55,47	應用程序
S55,53	本應用
S55,58	此應用
S55,63	該應用
S55,68	應用
S55,72	app
S55,77	我們
S55,81	你的
S55,85	您的
S55,89	你
S55,92	您
S55,95	的
S55,98	需要
S55,102	想要
S55,106	希望
S55,110	請
S55,113	允許
S55,117	授權
S55,121	同意
S55,125	權限
S55,129	許可
S55,133	取用
S55,137	存取
S55,141	使用
S55,145	取得
S55,149	獲取
S55,153	獲得
S55,157	訪問
S55,161	開啟
S55,165	打開
S55,169	才能
S55,173	以便
S55,177	用於
S55,181	用來
S55,185	以
S55,188	來
S55,191	進行
S55,195	功能
S55,199	相關
S55,203	正常
S55,207	某些
S55,211	部分
S55,215	此
S55,218	本
S55,221	該
S55,224	會
S55,227	將
S55,230	可以
S55,234	可
S55,237	能
S55,240	要
S55,243	和
S55,246	及
S55,249	與
S55,252	或
S55,255	並
S55,258	這
S55,261	被
S55,264	為
S55,267	資訊
S55,271	資料
S55,275	信息
S55,279	數據
K56,3	vague-phrases
Q56,18,14
S56,19	更好的體驗
S56,26	提升體驗
S56,32	優化體驗
S56,38	更佳體驗
S56,44	最佳體驗
S56,50	更好的服務
S56,57	提供更好
S56,63	改善體驗
S56,69	最佳…體驗
S56,76	最好…體驗
S56,83	提升…體驗
S56,90	更好…體驗
S56,97	優化…體驗
S56,104	改善…體驗
K57,3	placeholders
Q57,17,11
S57,18	TODO
S57,24	TBD
S57,29	FIXME
S57,36	XXX
S57,41	lorem ipsum
S57,54	待定
S57,58	待翻譯
S57,63	待補充
S57,68	佔位
S57,72	翻譯中
S57,77	$(
K59,3	placeholder-values
Q59,23,11
S59,24	是
S59,27	否
S59,30	無
S59,33	描述
S59,37	說明
S59,41	用途說明
S59,47	權限說明
S59,53	使用說明
S59,59	文字
S59,63	測試
S59,67	允許
K61,3	doubled-words
Q61,18,13
S61,19	的
S61,22	你的
S61,26	您的
S61,30	我們的
S61,35	你
S61,38	您
S61,41	在
S61,44	是
S61,47	和
S61,50	與
S61,53	把
S61,56	將
S61,59	了
K63,3	read-words
Q63,15,14
S63,16	選擇
S63,20	選取
S63,24	上載
S63,28	上傳
S63,32	分享
S63,36	傳送
S63,40	瀏覽
S63,44	檢視
S63,48	查看
S63,52	讀取
S63,56	匯入
S63,60	識別
S63,64	使用你的
S63,70	使用您的
K64,3	write-words
Q64,16,5
S64,17	儲存
S64,21	保存
S64,25	存入
S64,29	匯出
S64,33	寫入
K66,3	apple-names
M67,5,6
K67,5	面容 ID
S67,12	Face ID
K68,5	面容ID
S68,11	Face ID
K69,5	觸控 ID
S69,12	Touch ID
K70,5	觸控ID
S70,11	Touch ID
K71,5	FaceID
S71,13	Face ID
K72,5	TouchID
S72,14	Touch ID
K73,3	min-columns
S73,16	12
K74,3	max-columns
S74,16	140
K75,3	pronouns
Q75,13,2
S75,14	你
S75,17	您
K79,3	also-wrong-script
S79,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K81,3	regional-terms
M82,5,25
K82,5	添加
S82,9	加入
K83,5	訪問
S83,9	取用
K84,5	視頻
S84,9	影片
K85,5	信息
S85,9	資訊
K86,5	默認
S86,9	預設
K87,5	設置
S87,9	設定
K88,5	獲取
S88,9	取得
K89,5	攝像頭
S89,10	相機
K90,5	相冊
S90,9	相簿
K91,5	屏幕
S91,9	螢幕
K92,5	鼠標
S92,9	滑鼠
K93,5	登錄
S93,9	登入
K94,5	短信
S94,9	短訊
K95,5	個性化
S95,10	個人化
K96,5	質量
S96,9	質素
K97,5	激活
S97,9	啟用
K98,5	二維碼
S98,10	QR 碼
K99,5	菜單
S99,9	選單
K100,5	界面
S100,9	介面
K101,5	搜索
S101,9	搜尋
K102,5	打印
S102,9	列印
K103,5	後台
S103,9	背景
K104,5	應用程序
S104,11	應用程式
K105,5	許可權
S105,10	權限
K106,5	保存
S106,9	儲存
K112,3	colloquial-terms
M113,5,26
K113,5	佢哋
S113,9	他們
K114,5	我哋
S114,9	我們
K115,5	你哋
S115,9	你們
K116,5	而家
S116,9	現在
K117,5	邊度
S117,9	哪裡
K118,5	點樣
S118,9	怎樣
K119,5	影相
S119,9	拍照
K120,5	同埋
S120,9	以及
K121,5	嘅
S121,8	的
K122,5	咗
S122,8	了
K123,5	唔
S123,8	不
K124,5	冇
S124,8	沒有
K125,5	佢
S125,8	他
K126,5	喺
S126,8	在
K127,5	嘢
S127,8	東西
K128,5	啲
S128,8	些
K129,5	睇
S129,8	看
K130,5	嚟
S130,8	來
K131,5	嗰
S131,8	那
K132,5	噉
S132,8	這樣
K133,5	咁
S133,8	這麼
K134,5	攞
S134,8	拿
K135,5	諗
S135,8	想
K136,5	搵
S136,8	找
K137,5	畀
S137,8	給
K138,5	哋
S138,8	們
K139,3	draft-corrections
M140,5,3
K140,5	許可權
S140,10	權限
K141,5	訪問
S141,9	取用
K142,5	存取
S142,9	取用
K143,3	resources
M144,5,7
K144,5	camera
M144,13,3
K144,15	names
Q144,22,4
S144,23	相機
S144,27	攝像頭
S144,32	攝影機
S144,37	鏡頭
K144,42	related
Q144,51,11
S144,52	拍照
S144,56	拍攝
S144,60	掃描
S144,64	掃碼
S144,68	QR
S144,72	影片
S144,76	錄影
S144,80	相片
S144,84	照片
S144,88	自拍
S144,92	錄製
K145,7	does
Q145,13,21
S145,14	拍照
S145,18	拍攝照片和影片
S145,27	拍攝照片或影片
S145,36	拍照和錄影
S145,43	拍照或錄影
S145,50	拍照片
S145,55	拍攝照片
S145,61	拍攝影片
S145,67	拍攝視頻
S145,73	拍影片
S145,78	拍攝
S145,82	錄影
S145,86	錄像
S145,90	錄製影片
S145,96	錄製視頻
S145,102	使用相機
S145,108	使用攝像頭
S145,115	使用攝影機
S145,122	取用相機
S145,128	存取相機
S145,134	訪問相機
K146,5	microphone
M146,17,3
K146,19	names
Q146,26,3
S146,27	咪高風
S146,32	咪高峰
S146,37	麥克風
K146,43	related
Q146,52,6
S146,53	錄音
S146,57	語音
S146,61	聲音
S146,65	通話
S146,69	錄製
S146,73	說話
K147,7	does
Q147,13,18
S147,14	錄音
S147,18	錄製音訊
S147,24	錄製音頻
S147,30	錄製聲音
S147,36	錄製語音
S147,42	擷取聲音
S147,48	擷取音訊
S147,54	採集聲音
S147,60	採集音頻
S147,66	捕獲音頻
S147,72	捕獲音訊
S147,78	聲音擷取
S147,84	聲音採集
S147,90	收音
S147,94	使用麥克風
S147,101	取用麥克風
S147,108	存取麥克風
S147,115	訪問麥克風
K148,5	photos
M148,13,3
K148,15	names
Q148,22,3
S148,23	相簿
S148,27	相冊
S148,31	圖庫
K148,36	related
Q148,45,6
S148,46	相片
S148,50	照片
S148,54	圖片
S148,58	儲存
S148,62	保存
S148,66	影片
K149,7	does
Q149,13,21
S149,14	儲存照片
S149,20	儲存相片
S149,26	儲存圖片
S149,32	保存照片
S149,38	保存圖片
S149,44	儲存到相簿
S149,51	儲存至相簿
S149,58	存入相簿
S149,64	取用照片
S149,70	存取照片
S149,76	存取相簿
S149,82	取用相簿
S149,88	訪問相簿
S149,94	訪問照片
S149,100	存取照片圖庫
S149,108	取用照片圖庫
S149,116	訪問照片圖庫
S149,124	讀取照片
S149,130	讀取相簿
S149,136	使用相簿
S149,142	使用照片
K150,5	contacts
M150,15,3
K150,17	names
Q150,24,2
S150,25	通訊錄
S150,30	聯絡人
K150,36	related
Q150,45,4
S150,46	好友
S150,50	朋友
S150,54	邀請
S150,58	電話號碼
K151,7	does
Q151,13,7
S151,14	取用聯絡人
S151,21	存取聯絡人
S151,28	讀取聯絡人
S151,35	訪問通訊錄
S151,42	讀取通訊錄
S151,49	存取通訊錄
S151,56	使用通訊錄
K152,5	calendars
M152,16,3
K152,18	names
Q152,25,2
S152,26	日曆
S152,30	行事曆
K152,36	related
Q152,45,4
S152,46	行程
S152,50	事件
S152,54	預約
S152,58	活動
K153,7	does
Q153,13,6
S153,14	取用行事曆
S153,21	存取行事曆
S153,28	讀取行事曆
S153,35	訪問日曆
S153,41	讀取日曆
S153,47	使用行事曆
K154,5	location
M154,15,3
K154,17	names
Q154,24,2
S154,25	位置
S154,29	定位
K154,34	related
Q154,43,7
S154,44	地圖
S154,48	附近
S154,52	導航
S154,56	所在
S154,60	城市
S154,64	天氣
S154,68	路線
K155,7	does
Q155,13,19
S155,14	取得位置
S155,20	取得你的位置
S155,28	取得您的位置
S155,36	取得定位
S155,42	獲取位置
S155,48	獲取你的位置
S155,56	獲取您的位置
S155,64	獲得位置
S155,70	取得目前位置
S155,78	確定位置
S155,84	使用位置
S155,90	使用你的位置
S155,98	使用您的位置
S155,106	取用位置
S155,112	存取位置
S155,118	訪問位置
S155,124	位置資訊
S155,130	位置信息
S155,136	定位
K156,5	bluetooth
M156,16,3
K156,18	names
Q156,25,1
S156,26	藍牙
K156,31	related
Q156,40,5
S156,41	裝置
S156,45	設備
S156,49	配件
S156,53	連接
S156,57	配對
K157,7	does
Q157,13,9
S157,14	使用藍牙
S157,20	取用藍牙
S157,26	存取藍牙
S157,32	訪問藍牙
S157,38	連接藍牙
S157,44	連線藍牙
S157,50	連接藍牙裝置
S157,58	連接藍牙設備
S157,66	搜尋藍牙裝置

"""#

  private static let localeZhHans = #"""
M9,1,14
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
K18,1	settings
M19,3,8
K19,3	app
S19,8	设置
K20,3	privacy
M20,12,2
K20,14	ios15
S20,21	隐私
K20,25	ios16
S20,32	隐私与安全性
K21,3	apps
S21,9	App
K22,3	precise-location
S22,21	精确位置
K23,3	allow-notifications
S23,24	允许通知
K24,3	health-all
S24,15	全部打开
K25,3	screen-time
S25,16	屏幕使用时间
K26,3	content-restrictions
S26,25	内容和隐私访问限制
K29,1	your
M29,7,2
K29,9	possessive
S29,21	你的
K29,25	pronoun
S29,34	你
K31,1	list
M31,7,3
K31,9	separator
S31,20	、
K31,23	and
S31,28	和
K31,31	or
S31,35	或
K33,1	buttons
M34,3,6
K34,3	open-settings
S34,18	前往设置
K35,3	not-now
S35,12	以后再说
K36,3	later
S36,10	下次开启
K37,3	open-now
S37,13	立即开启
K38,3	got-it
S38,11	我知道了
K39,3	continue
S39,13	继续
K42,1	alert-you-before-ios16
S42,25	您
K44,1	alert-buttons
M45,3,10
K45,3	deny
S45,9	不允许
K46,3	ok
S46,7	好
K47,3	allow
S47,10	允许
K48,3	allow-once
S48,15	允许一次
K49,3	allow-while-using
S49,22	使用 App 时允许
K50,3	select-photos
S50,18	选择照片…
K51,3	allow-all-photos
S51,21	允许访问所有照片
K52,3	limit-access
S52,17	限制访问…
K53,3	allow-full-access
S53,22	允许完全访问
K54,3	ask-not-to-track
S54,21	要求 App 不跟踪
K56,1	permissions
M57,3,42
K57,3	camera
M58,5,3
K58,5	resource
S58,15	相机
K59,5	row
S59,10	相机
K60,5	alert-title
S60,18	“%@”想访问你的相机
K61,3	microphone
M62,5,3
K62,5	resource
S62,15	麦克风
K63,5	row
S63,10	麦克风
K64,5	alert-title
S64,18	“%@”想访问你的麦克风
K65,3	photo-library
M66,5,5
K66,5	selected
S66,15	你选择的照片
K67,5	resource
S67,15	照片
K68,5	row
S68,10	照片
K69,5	choice
M69,13,2
K69,15	ios15
S69,22	所有照片
K69,28	ios16
S69,35	完全访问
K70,5	alert-title
S70,18	“%@”想访问你的照片
K71,3	photo-library-add
M72,5,4
K72,5	resource
S72,15	照片
K73,5	row
S73,10	照片
K74,5	choice
S74,13	仅添加照片
K75,5	alert-title
S75,18	“%@”想要加入你的“照片”
K76,3	contacts
M77,5,5
K77,5	selected
S77,15	你选择的联系人
K78,5	resource
S78,15	通讯录
K79,5	row
S79,10	通讯录
K80,5	choice
S80,13	完全访问
K81,5	alert-title
S81,18	“%@”想访问你的通讯录
K82,3	calendars
M83,5,3
K83,5	resource
S83,15	日历
K84,5	row
S84,10	日历
K85,5	alert-title
S85,18	“%@”想访问你的日历
K86,3	calendars-full-access
M87,5,4
K87,5	resource
S87,15	日历
K88,5	row
S88,10	日历
K89,5	choice
S89,13	完全访问
K90,5	alert-title
S90,18	“%@”想完全访问你的日历
K91,3	calendars-write-only
M92,5,4
K92,5	resource
S92,15	日历
K93,5	row
S93,10	日历
K94,5	choice
S94,13	仅添加日程
K95,5	alert-title
S95,18	“%@”想向你的日历添加日程
K96,3	reminders
M97,5,3
K97,5	resource
S97,15	提醒事项
K98,5	row
S98,10	提醒事项
K99,5	alert-title
S99,18	“%@”想访问你的提醒事项
K100,3	reminders-full-access
M101,5,3
K101,5	resource
S101,15	提醒事项
K102,5	row
S102,10	提醒事项
K103,5	alert-title
S103,18	“%@”想完全访问你的提醒事项
K104,3	location-when-in-use
M105,5,5
K105,5	resource
S105,15	位置
K106,5	row
S106,10	位置
K107,5	privacy-row
S107,18	定位服务
K108,5	choice
S108,13	使用 App 期间
K109,5	alert-title
S109,18	允许“%@”使用你的位置？
K110,3	location-always
M111,5,5
K111,5	resource
S111,15	位置
K112,5	row
S112,10	位置
K113,5	privacy-row
S113,18	定位服务
K114,5	choice
S114,13	始终
K115,5	alert-title
S115,18	允许“%@”使用你的位置？
K116,3	location-always-legacy
M117,5,5
K117,5	resource
S117,15	位置
K118,5	row
S118,10	位置
K119,5	privacy-row
S119,18	定位服务
K120,5	choice
S120,13	始终
K121,5	alert-title
S121,18	允许“%@”在你未使用该 App 时访问你的位置？
K122,3	location-legacy
M123,5,5
K123,5	resource
S123,15	位置
K124,5	row
S124,10	位置
K125,5	privacy-row
S125,18	定位服务
K126,5	choice
S126,13	使用 App 期间
K127,5	alert-title
S127,18	“%@”想使用你当前的位置
K128,3	bluetooth
M129,5,3
K129,5	resource
S129,15	蓝牙
K130,5	row
S130,10	蓝牙
K131,5	alert-title
S131,18	“%@”想要使用蓝牙
K132,3	bluetooth-peripheral
M133,5,3
K133,5	resource
S133,15	蓝牙
K134,5	row
S134,10	蓝牙
K135,5	alert-title
S135,18	“%@”想要使用蓝牙
K136,3	bluetooth-while-in-use
M137,5,3
K137,5	resource
S137,15	蓝牙
K138,5	row
S138,10	蓝牙
K139,5	alert-title
S139,18	“%@”在使用期间想要使用蓝牙
K140,3	motion
M141,5,3
K141,5	resource
S141,15	运动与健身数据
K142,5	row
S142,10	运动与健身
K143,5	alert-title
S143,18	“%@”想访问你的活动与体能训练记录
K144,3	fall-detection
M145,5,3
K145,5	resource
S145,15	摔倒检测
K146,5	row
S146,10	摔倒检测
K147,5	alert-title
S147,18	“%@”想使用摔倒检测
K148,3	speech-recognition
M149,5,3
K149,5	resource
S149,15	语音识别
K150,5	row
S150,10	语音识别
K151,5	alert-title
S151,18	“%@”想访问语音识别
K152,3	siri
M153,5,3
K153,5	resource
S153,15	Siri
K154,5	row
S154,10	Siri
K155,5	alert-title
S155,18	你要通过 Siri 来使用“%@”吗？
K156,3	media-library
M157,5,3
K157,5	resource
S157,15	媒体资料库
K158,5	row
S158,10	媒体与 Apple Music
K159,5	alert-title
S159,18	“%@”想要访问 Apple Music、你的音乐与视频的相关活动以及你的媒体资料库
K160,3	homekit
M161,5,3
K161,5	resource
S161,15	家庭数据
K162,5	row
S162,10	家庭
K163,5	alert-title
S163,18	“%@”想访问你的家庭数据
K164,3	health-share
M165,5,3
K165,5	resource
S165,15	健康数据
K166,5	row
S166,10	健康
K167,5	alert-title
S167,18	“%@”想访问你的健康数据
K168,3	health-update
M169,5,3
K169,5	resource
S169,15	健康数据
K170,5	row
S170,10	健康
K171,5	alert-title
S171,18	允许“%@”更新你的健康数据。
K172,3	health-records
M173,5,3
K173,5	resource
S173,15	健康记录
K174,5	row
S174,10	健康
K175,5	alert-title
S175,18	“%@”想访问你的健康记录
K176,3	face-id
M177,5,5
K177,5	resource
S177,15	面容 ID
K178,5	row
S178,10	面容 ID
K179,5	alert-title
S179,18	你要允许“%@”使用面容 ID 吗？
K180,5	privacy-parent
S180,21	面容 ID 与密码
K181,5	privacy-row
S181,18	其他 App
K182,3	nfc
M183,5,3
K183,5	resource
S183,15	NFC 读取器
K184,5	row
S184,10	NFC
K185,5	alert-title
S185,18	准备扫描
K186,3	tracking
M187,5,5
K187,5	name
S187,11	跟踪
K188,5	resource
S188,15	你在其他公司的 App 和网站上的活动
K189,5	row
S189,10	允许跟踪
K190,5	privacy-row
S190,18	跟踪
K191,5	alert-title
S191,18	允许“%@”跟踪你在其他公司的 App 和网站上的活动吗？
K192,3	local-network
M193,5,3
K193,5	resource
S193,15	本地网络
K194,5	row
S194,10	本地网络
K195,5	alert-title
S195,18	“%@”想要查找并连接到本地网络上的设备
K196,3	focus-status
M197,5,3
K197,5	resource
S197,15	专注模式状态
K198,5	row
S198,10	专注模式
K199,5	alert-title
S199,18	“%@”想访问你的专注模式状态
K200,3	nearby-interaction
M201,5,3
K201,5	resource
S201,15	附近的设备
K202,5	row
S202,10	附近交互
K203,5	alert-title
S203,18	“%@”想查找附近的设备并与之交互
K204,3	nearby-interaction-allow-once
M205,5,3
K205,5	resource
S205,15	附近的设备
K206,5	row
S206,10	附近交互
K207,5	alert-title
S207,18	“%@”想查找附近的设备并与之交互
K208,3	tv-provider
M209,5,3
K209,5	resource
S209,15	电视提供商帐户
K210,5	row
S210,10	电视提供商
K211,5	alert-title
S211,18	“%@”想访问你的电视提供商帐户
K212,3	sensorkit
M213,5,3
K213,5	resource
S213,15	研究传感器与使用数据
K214,5	row
S214,10	研究传感器与使用数据
K215,5	alert-title
S215,18	“%@”想访问研究传感器与使用数据
K216,3	identity
M217,5,3
K217,5	resource
S217,15	钱包中的身份证件
K218,5	row
S218,10	钱包
K219,5	alert-title
S219,18	“%@”想验证你的身份
K220,3	gamekit-friends
M221,5,3
K221,5	resource
S221,15	Game Center 好友
K222,5	row
S222,10	Game Center 好友
K223,5	alert-title
S223,18	“%@”想访问你的 Game Center 好友
K224,3	financial-data
M225,5,3
K225,5	resource
S225,15	财务数据
K226,5	row
S226,10	钱包
K227,5	alert-title
S227,18	“%@”想访问你的财务数据
K228,3	critical-messaging
M229,5,3
K229,5	resource
S229,15	关键信息
K230,5	row
S230,10	关键信息
K231,5	alert-title
S231,18	“%@”想发送关键信息
K232,3	alarmkit
M233,5,3
K233,5	resource
S233,15	闹钟
K234,5	row
S234,10	闹钟与计时器
K235,5	alert-title
S235,18	“%@”想设定闹钟和计时器
K236,3	voip
M237,5,3
K237,5	resource
S237,15	网络通话
K238,5	row
S238,10	VoIP
K239,5	alert-title
S239,18	“%@”想在后台接收 VoIP 网络电话
K240,3	notifications
M241,5,3
K241,5	resource
S241,15	通知
K242,5	row
S242,10	通知
K243,5	alert-title
S243,18	“%@”想给你发送通知
K246,1	rules
M247,3,26
K247,3	script
S247,11	hans
K248,3	full-stops
Q248,15,3
S248,16	。
S248,21	！
S248,26	？
K249,3	closing-marks
Q249,18,4
S249,19	”
S249,24	’
S249,29	）
S249,34	」
K250,3	quotes
Q250,11,4
S250,12	“
S250,17	”
S250,22	‘
S250,27	’
K251,3	foreign-quotes
Q251,19,4
S251,20	「
S251,25	」
S251,30	『
S251,35	』
K257,3	restating-hints
Q257,20,24
S257,21	权限
S257,25	许可
S257,29	同意
S257,33	授权
S257,37	允许
S257,41	访问权
S257,46	使用权
S258,5	不使用
S258,10	不会
S258,14	并不
S258,18	从不
S258,22	不访问
S258,27	不获取
S258,32	不收集
S258,37	不录制
S258,42	不需要
S258,47	插件
S258,51	外挂
S258,55	套件
S258,59	sdk
S258,64	第三方库
S258,70	框架
S258,74	模块
S258,78	组件
K260,3	restating-short-hints
Q260,26,3
S260,27	访问
S260,31	使用
S260,35	获取
K261,3	restating
Q262,5,8
S262,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S263,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S265,7	(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S266,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S267,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S269,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
S271,7	(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)
S272,7	(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)
K274,3	passive
Q275,5,2
S275,7	(将|会|將|會)(会|會)?被?(用于|用来|用於|用來)
S276,7	被(用于|用来|用於|用來)
K278,3	passive-agents
Q278,19,3
S278,20	我们
S278,24	我們
S278,28	本公司
K280,3	passive-negations
S280,22	不未非绝絕
K281,3	reason-markers
Q281,19,24
S281,20	以便
S281,24	用于
S281,28	用来
S281,32	为了
S281,36	以
S281,39	来
S281,42	可以
S281,46	让你
S281,50	让您
S281,54	便于
S281,58	方便
S281,62	从而
S281,66	帮助
S281,70	例如
S281,74	比如
S282,5	如
S282,8	当
S282,11	时
S282,14	才能
S282,18	进行
S282,22	后，
S282,26	用作
S282,30	将
S282,33	把
K285,3	no-reason-words
Q285,20,65
S285,21	到
S285,24	至
S285,27	此应用程序
S285,34	此应用程式
S285,41	应用程序
S285,47	应用程式
S285,53	本应用
S285,58	此应用
S285,63	该应用
S285,68	应用
S285,72	app
S285,77	我们
S285,81	你的
S285,85	您的
S285,89	你
S285,92	您
S285,95	的
S285,98	需要
S285,102	想要
S285,106	希望
S285,110	请
S285,113	允许
S285,117	授权
S285,121	同意
S285,125	权限
S285,129	许可
S285,133	访问
S285,137	使用
S285,141	获取
S285,145	获得
S285,149	存取
S285,153	取用
S285,157	开启
S285,161	打开
S285,165	才能
S285,169	以便
S285,173	用于
S285,177	用来
S285,181	以
S285,184	来
S285,187	进行
S285,191	功能
S285,195	相关
S285,199	正常
S285,203	某些
S285,207	部分
S285,211	此
S285,214	本
S285,217	该
S285,220	会
S285,223	将
S285,226	可以
S285,230	可
S285,233	能
S285,236	要
S285,239	和
S285,242	及
S285,245	与
S285,248	或
S285,251	并
S285,254	这
S285,257	被
S285,260	为
S285,263	信息
S285,267	数据
K286,3	vague-phrases
Q286,18,18
S286,19	更好的体验
S286,26	更好地体验
S286,33	提升体验
S286,39	提升用户体验
S286,47	优化体验
S286,53	更佳体验
S286,59	最佳体验
S286,65	更好的服务
S287,5	提供更好
S287,11	更优质的服务
S287,19	改善体验
S287,25	更流畅的体验
S287,33	最佳…体验
S287,40	最好…体验
S287,47	提升…体验
S287,54	更好…体验
S287,61	优化…体验
S287,68	改善…体验
K288,3	placeholders
Q288,17,14
S288,18	TODO
S288,24	TBD
S288,29	FIXME
S288,36	XXX
S288,41	lorem ipsum
S288,54	待定
S288,58	待翻译
S288,63	待翻譯
S288,68	待补充
S288,73	待補充
S288,78	占位
S288,82	此处填写
S288,88	翻译中
S288,93	$(
K290,3	placeholder-values
Q290,23,11
S290,24	是
S290,27	否
S290,30	无
S290,33	描述
S290,37	说明
S290,41	用途说明
S290,47	权限说明
S290,53	使用说明
S290,59	文本
S290,63	测试
S290,67	允许
K292,3	doubled-words
Q292,18,13
S292,19	的
S292,22	你的
S292,26	您的
S292,30	我们的
S292,35	你
S292,38	您
S292,41	在
S292,44	是
S292,47	和
S292,50	与
S292,53	把
S292,56	将
S292,59	了
K294,3	read-words
Q294,15,12
S294,16	选择
S294,20	选取
S294,24	上传
S294,28	分享
S294,32	发送
S294,36	浏览
S294,40	查看
S294,44	读取
S294,48	导入
S294,52	识别
S294,56	使用你的
S294,62	使用您的
K295,3	write-words
Q295,16,6
S295,17	保存
S295,21	存储
S295,25	储存
S295,29	存入
S295,33	导出
S295,37	写入
K297,3	apple-names
M298,5,4
K298,5	Face ID
S298,14	面容 ID
K299,5	FaceID
S299,13	面容 ID
K300,5	Touch ID
S300,15	触控 ID
K301,5	TouchID
S301,14	触控 ID
K304,3	regional-terms
M305,5,14
K305,5	存取
S305,9	访问
K306,5	联络人
S306,10	联系人
K307,5	聯絡人
S307,10	联系人
K308,5	汇入
S308,9	导入
K309,5	匯入
S309,9	导入
K310,5	汇出
S310,9	导出
K311,5	匯出
S311,9	导出
K312,5	应用程式
S312,11	应用
K313,5	應用程式
S313,11	应用
K314,5	使用者
S314,10	用户
K315,5	位址
S315,9	地址
K316,5	登入
S316,9	登录
K317,5	软体
S317,9	软件
K318,5	軟體
S318,9	软件
K319,3	min-columns
S319,16	12
K320,3	max-columns
S320,16	140
K321,3	pronouns
Q321,13,2
S321,14	你
S321,17	您
K323,3	also-wrong-script
S323,22	後夥徵摺菸麽箝麴於
K324,3	resources
M325,5,11
K325,5	camera
M325,13,3
K325,15	names
Q325,22,3
S325,23	相机
S325,27	摄像头
S325,32	镜头
K325,37	related
Q325,46,11
S325,47	拍照
S325,51	拍摄
S325,55	扫描
S325,59	扫码
S325,63	二维码
S325,68	QR
S325,72	视频
S325,76	录像
S325,80	照片
S325,84	自拍
S325,88	录制
K326,7	does
Q326,13,17
S326,14	拍照
S326,18	拍摄照片和视频
S326,27	拍摄照片或视频
S326,36	拍照和录像
S326,43	拍照或录像
S326,50	拍照片
S326,55	拍摄照片
S326,61	拍摄视频
S326,67	拍视频
S326,72	拍摄
S326,76	录像
S326,80	录影
S326,84	录制视频
S326,90	使用相机
S326,96	使用摄像头
S326,103	访问相机
S326,109	访问摄像头
K327,5	microphone
M327,17,3
K327,19	names
Q327,26,2
S327,27	麦克风
S327,32	话筒
K327,37	related
Q327,46,6
S327,47	录音
S327,51	语音
S327,55	声音
S327,59	通话
S327,63	录制
S327,67	说话
K328,7	does
Q328,13,11
S328,14	录音
S328,18	录制音频
S328,24	录制声音
S328,30	录制语音
S328,36	采集声音
S328,42	采集音频
S328,48	捕获音频
S328,54	声音采集
S328,60	收音
S328,64	使用麦克风
S328,71	访问麦克风
K329,5	photos
M329,13,3
K329,15	names
Q329,22,3
S329,23	相册
S329,27	图库
S329,31	照片图库
K329,38	related
Q329,47,7
S329,48	照片
S329,52	图片
S329,56	保存
S329,60	存储
S329,64	壁纸
S329,68	视频
S329,72	相片
K330,7	does
Q330,13,14
S330,14	保存照片
S330,20	保存图片
S330,26	保存到相册
S330,33	保存至相册
S330,40	存储照片
S330,46	储存照片
S330,52	访问相册
S330,58	访问照片
S330,64	访问照片图库
S330,72	访问图库
S330,78	读取照片
S330,84	读取相册
S330,90	使用相册
S330,96	使用照片
K331,5	contacts
M331,15,3
K331,17	names
Q331,24,2
S331,25	通讯录
S331,30	联系人
K331,36	related
Q331,45,4
S331,46	好友
S331,50	朋友
S331,54	邀请
S331,58	电话号码
K332,7	does
Q332,13,5
S332,14	访问通讯录
S332,21	读取通讯录
S332,28	访问联系人
S332,35	读取联系人
S332,42	使用通讯录
K333,5	calendars
M333,16,3
K333,18	names
Q333,25,1
S333,26	日历
K333,31	related
Q333,40,5
S333,41	日程
S333,45	事件
S333,49	预约
S333,53	活动
S333,57	预订
K334,7	does
Q334,13,3
S334,14	访问日历
S334,20	读取日历
S334,26	使用日历
K335,5	reminders
M335,16,3
K335,18	names
Q335,25,1
S335,26	提醒事项
K335,33	related
Q335,42,3
S335,43	待办
S335,47	任务
S335,51	提醒
K336,7	does
Q336,13,2
S336,14	访问提醒事项
S336,22	读取提醒事项
K337,5	location
M337,15,3
K337,17	names
Q337,24,2
S337,25	位置
S337,29	定位
K337,34	related
Q337,43,7
S337,44	地图
S337,48	附近
S337,52	导航
S337,56	所在
S337,60	城市
S337,64	天气
S337,68	路线
K338,7	does
Q338,13,13
S338,14	获取位置
S338,20	获取你的位置
S338,28	获取您的位置
S338,36	获取定位
S338,42	获得位置
S338,48	获取当前位置
S338,56	确定位置
S338,62	使用位置
S338,68	使用你的位置
S338,76	使用您的位置
S338,84	访问位置
S338,90	位置信息
S338,96	定位
K339,5	bluetooth
M339,16,3
K339,18	names
Q339,25,1
S339,26	蓝牙
K339,31	related
Q339,40,4
S339,41	设备
S339,45	配件
S339,49	连接
S339,53	配对
K340,7	does
Q340,13,5
S340,14	使用蓝牙
S340,20	访问蓝牙
S340,26	连接蓝牙
S340,32	连接蓝牙设备
S340,40	搜索蓝牙设备
K341,5	health
M341,13,3
K341,15	names
Q341,22,2
S341,23	健康数据
S341,29	“健康”
K341,36	related
Q341,45,6
S341,46	运动
S341,50	步数
S341,54	心率
S341,58	睡眠
S341,62	体重
S341,66	血糖
K342,7	does
Q342,13,3
S342,14	读取健康数据
S342,22	写入健康数据
S342,30	访问健康数据
K343,5	face-id
M343,14,3
K343,16	names
Q343,23,3
S343,24	面容 ID
S343,31	Face ID
S343,40	FaceID
K343,49	related
Q343,58,4
S343,59	解锁
S343,63	验证
S343,67	登录
S343,71	身份
K344,7	does
Q344,13,5
S344,14	使用面容 id
S344,23	使用 face id
S344,35	身份验证
S344,41	验证身份
S344,47	进行身份验证
K345,5	speech-recognition
M345,25,3
K345,27	names
Q345,34,1
S345,35	语音识别
K345,42	related
Q345,51,4
S345,52	听写
S345,56	转写
S345,60	语音
S345,64	转录
K346,7	does
Q346,13,4
S346,14	语音识别
S346,20	识别语音
S346,26	使用语音识别
S346,34	语音转文字

"""#

  private static let localeZhHant = #"""
M9,1,14
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
K18,1	settings
M19,3,8
K19,3	app
S19,8	設定
K20,3	privacy
M20,12,2
K20,14	ios15
S20,21	隱私權
K20,26	ios16
S20,33	隱私權與安全性
K21,3	apps
S21,9	App
K22,3	precise-location
S22,21	精確位置
K23,3	allow-notifications
S23,24	允許通知
K24,3	health-all
S24,15	全部開啟
K25,3	screen-time
S25,16	螢幕使用時間
K26,3	content-restrictions
S26,25	內容與隱私權限制
K29,1	your
M29,7,2
K29,9	possessive
S29,21	你的
K29,25	pronoun
S29,34	你
K31,1	list
M31,7,3
K31,9	separator
S31,20	、
K31,23	and
S31,28	和
K31,31	or
S31,35	或
K33,1	buttons
M34,3,6
K34,3	open-settings
S34,18	前往設定
K35,3	not-now
S35,12	稍後再說
K36,3	later
S36,10	稍後開啟
K37,3	open-now
S37,13	立即開啟
K38,3	got-it
S38,11	我知道了
K39,3	continue
S39,13	繼續
K42,1	alert-you-before-ios16
S42,25	您
K44,1	alert-buttons
M45,3,10
K45,3	deny
S45,9	不允許
K46,3	ok
S46,7	好
K47,3	allow
S47,10	允許
K48,3	allow-once
S48,15	允許一次
K49,3	allow-while-using
S49,22	使用 App 期間允許
K50,3	select-photos
S50,18	選取照片⋯
K51,3	allow-all-photos
S51,21	允許取用所有照片
K52,3	limit-access
S52,17	限制取用⋯
K53,3	allow-full-access
S53,22	允許完整取用
K54,3	ask-not-to-track
S54,21	要求 App 不要追蹤
K56,1	permissions
M57,3,42
K57,3	camera
M58,5,3
K58,5	resource
S58,15	相機
K59,5	row
S59,10	相機
K60,5	alert-title
S60,18	「%@」想要取用你的相機
K61,3	microphone
M62,5,3
K62,5	resource
S62,15	麥克風
K63,5	row
S63,10	麥克風
K64,5	alert-title
S64,18	「%@」想要取用你的麥克風
K65,3	photo-library
M66,5,5
K66,5	selected
S66,15	你選取的照片
K67,5	resource
S67,15	照片
K68,5	row
S68,10	照片
K69,5	choice
M69,13,2
K69,15	ios15
S69,22	所有照片
K69,28	ios16
S69,35	完整取用
K70,5	alert-title
S70,18	「%@」想要取用你的照片
K71,3	photo-library-add
M72,5,4
K72,5	resource
S72,15	照片
K73,5	row
S73,10	照片
K74,5	choice
S74,13	僅加入照片
K75,5	alert-title
S75,18	「%@」想要加入你的「照片」
K76,3	contacts
M77,5,5
K77,5	selected
S77,15	你選取的聯絡人
K78,5	resource
S78,15	聯絡人
K79,5	row
S79,10	聯絡人
K80,5	choice
S80,13	完整取用
K81,5	alert-title
S81,18	「%@」想要取用聯絡人
K82,3	calendars
M83,5,3
K83,5	resource
S83,15	行事曆
K84,5	row
S84,10	行事曆
K85,5	alert-title
S85,18	「%@」想要取用你的行事曆
K86,3	calendars-full-access
M87,5,4
K87,5	resource
S87,15	行事曆
K88,5	row
S88,10	行事曆
K89,5	choice
S89,13	完整取用
K90,5	alert-title
S90,18	「%@」想要完整取用你的行事曆
K91,3	calendars-write-only
M92,5,4
K92,5	resource
S92,15	行事曆
K93,5	row
S93,10	行事曆
K94,5	choice
S94,13	僅加入行程
K95,5	alert-title
S95,18	「%@」想要將行程加入你的行事曆
K96,3	reminders
M97,5,3
K97,5	resource
S97,15	提醒事項
K98,5	row
S98,10	提醒事項
K99,5	alert-title
S99,18	「%@」想要取用你的提醒事項
K100,3	reminders-full-access
M101,5,3
K101,5	resource
S101,15	提醒事項
K102,5	row
S102,10	提醒事項
K103,5	alert-title
S103,18	「%@」想要完整取用你的提醒事項
K104,3	location-when-in-use
M105,5,5
K105,5	resource
S105,15	位置
K106,5	row
S106,10	位置
K107,5	privacy-row
S107,18	定位服務
K108,5	choice
S108,13	使用 App 期間
K109,5	alert-title
S109,18	要允許「%@」使用你的位置嗎？
K110,3	location-always
M111,5,5
K111,5	resource
S111,15	位置
K112,5	row
S112,10	位置
K113,5	privacy-row
S113,18	定位服務
K114,5	choice
S114,13	永遠
K115,5	alert-title
S115,18	要允許「%@」使用你的位置嗎？
K116,3	location-always-legacy
M117,5,5
K117,5	resource
S117,15	位置
K118,5	row
S118,10	位置
K119,5	privacy-row
S119,18	定位服務
K120,5	choice
S120,13	永遠
K121,5	alert-title
S121,18	要允許「%@」在你未使用 App 時取用你的位置嗎？
K122,3	location-legacy
M123,5,5
K123,5	resource
S123,15	位置
K124,5	row
S124,10	位置
K125,5	privacy-row
S125,18	定位服務
K126,5	choice
S126,13	使用 App 期間
K127,5	alert-title
S127,18	「%@」想要使用你的目前位置
K128,3	bluetooth
M129,5,3
K129,5	resource
S129,15	藍牙
K130,5	row
S130,10	藍牙
K131,5	alert-title
S131,18	「%@」想要使用藍牙
K132,3	bluetooth-peripheral
M133,5,3
K133,5	resource
S133,15	藍牙
K134,5	row
S134,10	藍牙
K135,5	alert-title
S135,18	「%@」想要使用藍牙
K136,3	bluetooth-while-in-use
M137,5,3
K137,5	resource
S137,15	藍牙
K138,5	row
S138,10	藍牙
K139,5	alert-title
S139,18	「%@」想要在使用期間使用藍牙
K140,3	motion
M141,5,3
K141,5	resource
S141,15	動作與健身資料
K142,5	row
S142,10	動作與健身
K143,5	alert-title
S143,18	「%@」想要取用你的動作與健身記錄
K144,3	fall-detection
M145,5,3
K145,5	resource
S145,15	跌倒偵測
K146,5	row
S146,10	跌倒偵測
K147,5	alert-title
S147,18	「%@」想要使用跌倒偵測
K148,3	speech-recognition
M149,5,3
K149,5	resource
S149,15	語音辨識
K150,5	row
S150,10	語音辨識
K151,5	alert-title
S151,18	「%@」想要取用語音辨識
K152,3	siri
M153,5,3
K153,5	resource
S153,15	Siri
K154,5	row
S154,10	Siri
K155,5	alert-title
S155,18	你要將「%@」與 Siri 搭配使用嗎？
K156,3	media-library
M157,5,3
K157,5	resource
S157,15	媒體資料庫
K158,5	row
S158,10	媒體與 Apple Music
K159,5	alert-title
S159,18	「%@」想要取用 Apple Music、你的音樂和影片活動和媒體資料庫
K160,3	homekit
M161,5,3
K161,5	resource
S161,15	家庭資料
K162,5	row
S162,10	HomeKit
K163,5	alert-title
S163,18	「%@」想要取用你的家庭資料
K164,3	health-share
M165,5,3
K165,5	resource
S165,15	健康資料
K166,5	row
S166,10	健康
K167,5	alert-title
S167,18	「%@」想要取用你的健康資料
K168,3	health-update
M169,5,3
K169,5	resource
S169,15	健康資料
K170,5	row
S170,10	健康
K171,5	alert-title
S171,18	允許「%@」更新你的健康資料。
K172,3	health-records
M173,5,3
K173,5	resource
S173,15	健康紀錄
K174,5	row
S174,10	健康
K175,5	alert-title
S175,18	「%@」想要取用你的健康紀錄
K176,3	face-id
M177,5,5
K177,5	resource
S177,15	Face ID
K178,5	row
S178,10	Face ID
K179,5	alert-title
S179,18	要允許「%@」使用 Face ID 嗎？
K180,5	privacy-parent
S180,21	Face ID 與密碼
K181,5	privacy-row
S181,18	其他 App
K182,3	nfc
M183,5,3
K183,5	resource
S183,15	NFC 讀取器
K184,5	row
S184,10	NFC
K185,5	alert-title
S185,18	準備掃描
K186,3	tracking
M187,5,5
K187,5	name
S187,11	追蹤
K188,5	resource
S188,15	你在其他公司的 App 和網站上的活動
K189,5	row
S189,10	允許追蹤
K190,5	privacy-row
S190,18	追蹤
K191,5	alert-title
S191,18	要允許「%@」追蹤你在其他公司 App 和網站的記錄嗎？
K192,3	local-network
M193,5,3
K193,5	resource
S193,15	區域網路
K194,5	row
S194,10	區域網路
K195,5	alert-title
S195,18	「%@」想要尋找並連接你區域網路上的裝置
K196,3	focus-status
M197,5,3
K197,5	resource
S197,15	專注模式狀態
K198,5	row
S198,10	專注模式
K199,5	alert-title
S199,18	「%@」想要取用你的專注模式狀態
K200,3	nearby-interaction
M201,5,3
K201,5	resource
S201,15	附近的裝置
K202,5	row
S202,10	附近互動
K203,5	alert-title
S203,18	「%@」想要尋找附近的裝置並與之互動
K204,3	nearby-interaction-allow-once
M205,5,3
K205,5	resource
S205,15	附近的裝置
K206,5	row
S206,10	附近互動
K207,5	alert-title
S207,18	「%@」想要尋找附近的裝置並與之互動
K208,3	tv-provider
M209,5,3
K209,5	resource
S209,15	電視業者帳號
K210,5	row
S210,10	電視業者
K211,5	alert-title
S211,18	「%@」想要取用你的電視業者帳號
K212,3	sensorkit
M213,5,3
K213,5	resource
S213,15	研究感測器與使用資料
K214,5	row
S214,10	研究感測器與使用資料
K215,5	alert-title
S215,18	「%@」想要取用研究感測器與使用資料
K216,3	identity
M217,5,3
K217,5	resource
S217,15	錢包中的身分證件
K218,5	row
S218,10	錢包
K219,5	alert-title
S219,18	「%@」想要驗證你的身分
K220,3	gamekit-friends
M221,5,3
K221,5	resource
S221,15	Game Center 好友
K222,5	row
S222,10	Game Center 好友
K223,5	alert-title
S223,18	「%@」想要取用你的 Game Center 好友
K224,3	financial-data
M225,5,3
K225,5	resource
S225,15	財務資料
K226,5	row
S226,10	錢包
K227,5	alert-title
S227,18	「%@」想要取用你的財務資料
K228,3	critical-messaging
M229,5,3
K229,5	resource
S229,15	重要訊息
K230,5	row
S230,10	重要訊息
K231,5	alert-title
S231,18	「%@」想要傳送重要訊息
K232,3	alarmkit
M233,5,3
K233,5	resource
S233,15	鬧鐘
K234,5	row
S234,10	鬧鐘與計時器
K235,5	alert-title
S235,18	「%@」想要設定鬧鐘與計時器
K236,3	voip
M237,5,3
K237,5	resource
S237,15	網路通話
K238,5	row
S238,10	VoIP
K239,5	alert-title
S239,18	「%@」想要在背景接收 VoIP 通話
K240,3	notifications
M241,5,3
K241,5	resource
S241,15	通知
K242,5	row
S242,10	通知
K243,5	alert-title
S243,18	「%@」想要傳送通知
K246,1	rules
M247,3,29
K247,3	script
S247,11	hant
K248,3	full-stops
Q248,15,3
S248,16	。
S248,21	！
S248,26	？
K249,3	closing-marks
Q249,18,4
S249,19	」
S249,24	』
S249,29	）
S249,34	”
K250,3	quotes
Q250,11,4
S250,12	「
S250,17	」
S250,22	『
S250,27	』
K251,3	foreign-quotes
Q251,19,2
S251,20	“
S251,25	”
K255,3	restating-hints
Q255,20,29
S255,21	權限
S255,25	許可
S255,29	同意
S255,33	授權
S255,37	允許
S255,41	存取權
S255,46	取用權
S256,5	不使用
S256,10	不會
S256,14	並不
S256,18	從不
S256,22	不取用
S256,27	不存取
S256,32	不訪問
S256,37	不獲取
S256,42	不取得
S256,47	不收集
S256,52	不錄製
S256,57	不需要
S256,62	插件
S256,66	外掛
S256,70	套件
S256,74	sdk
S256,79	第三方庫
S256,85	框架
S256,89	模組
S256,93	模塊
S256,97	元件
S256,101	組件
K258,3	restating-short-hints
Q258,26,6
S258,27	取用
S258,31	存取
S258,35	使用
S258,39	取得
S258,43	訪問
S258,47	獲取
K259,3	restating
Q260,5,8
S260,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S261,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S263,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S264,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S265,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S267,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S269,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S270,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K272,3	passive
Q273,5,2
S273,7	(將|會|将|会)(會|会)?被?(用於|用來|用于|用来)
S274,7	被(用於|用來|用于|用来)
K276,3	passive-agents
Q276,19,3
S276,20	我們
S276,24	我们
S276,28	本公司
K278,3	passive-negations
S278,22	不未非絕绝
K279,3	reason-markers
Q279,19,24
S279,20	以便
S279,24	用於
S279,28	用來
S279,32	為了
S279,36	以
S279,39	來
S279,42	可以
S279,46	讓你
S279,50	讓您
S279,54	便於
S279,58	方便
S279,62	從而
S279,66	幫助
S279,70	例如
S279,74	比如
S280,5	如
S280,8	當
S280,11	時
S280,14	才能
S280,18	進行
S280,22	後，
S280,26	用作
S280,30	將
S280,33	把
K283,3	no-reason-words
Q283,20,68
S283,21	到
S283,24	至
S283,27	此應用程式
S283,34	此應用程序
S283,41	應用程式
S283,47	應用程序
S283,53	本應用
S283,58	此應用
S283,63	該應用
S283,68	應用
S283,72	app
S283,77	我們
S283,81	你的
S283,85	您的
S283,89	你
S283,92	您
S283,95	的
S283,98	需要
S283,102	想要
S283,106	希望
S283,110	請
S283,113	允許
S283,117	授權
S283,121	同意
S283,125	權限
S283,129	許可
S283,133	取用
S283,137	存取
S283,141	使用
S283,145	取得
S283,149	獲取
S283,153	獲得
S283,157	訪問
S283,161	開啟
S283,165	打開
S283,169	才能
S283,173	以便
S283,177	用於
S283,181	用來
S283,185	以
S283,188	來
S283,191	進行
S283,195	功能
S283,199	相關
S283,203	正常
S283,207	某些
S283,211	部分
S283,215	此
S283,218	本
S283,221	該
S283,224	會
S283,227	將
S283,230	可以
S283,234	可
S283,237	能
S283,240	要
S283,243	和
S283,246	及
S283,249	與
S283,252	或
S283,255	並
S283,258	這
S283,261	被
S283,264	為
S283,267	資訊
S283,271	資料
S283,275	信息
S283,279	數據
K284,3	vague-phrases
Q284,18,18
S284,19	更好的體驗
S284,26	更好地體驗
S284,33	提升體驗
S284,39	提升使用者體驗
S284,48	優化體驗
S284,54	更佳體驗
S284,60	最佳體驗
S284,66	更好的服務
S285,5	提供更好
S285,11	更優質的服務
S285,19	改善體驗
S285,25	更流暢的體驗
S285,33	最佳…體驗
S285,40	最好…體驗
S285,47	提升…體驗
S285,54	更好…體驗
S285,61	優化…體驗
S285,68	改善…體驗
K286,3	placeholders
Q286,17,13
S286,18	TODO
S286,24	TBD
S286,29	FIXME
S286,36	XXX
S286,41	lorem ipsum
S286,54	待定
S286,58	待翻譯
S286,63	待翻译
S286,68	待補充
S286,73	佔位
S286,77	此處填寫
S286,83	翻譯中
S286,88	$(
K288,3	placeholder-values
Q288,23,11
S288,24	是
S288,27	否
S288,30	無
S288,33	描述
S288,37	說明
S288,41	用途說明
S288,47	權限說明
S288,53	使用說明
S288,59	文字
S288,63	測試
S288,67	允許
K290,3	doubled-words
Q290,18,13
S290,19	的
S290,22	你的
S290,26	您的
S290,30	我們的
S290,35	你
S290,38	您
S290,41	在
S290,44	是
S290,47	和
S290,50	與
S290,53	把
S290,56	將
S290,59	了
K292,3	read-words
Q292,15,13
S292,16	選擇
S292,20	選取
S292,24	上傳
S292,28	分享
S292,32	傳送
S292,36	瀏覽
S292,40	檢視
S292,44	查看
S292,48	讀取
S292,52	匯入
S292,56	辨識
S292,60	使用你的
S292,66	使用您的
K293,3	write-words
Q293,16,5
S293,17	儲存
S293,21	保存
S293,25	存入
S293,29	匯出
S293,33	寫入
K295,3	apple-names
M296,5,6
K296,5	面容 ID
S296,12	Face ID
K297,5	面容ID
S297,11	Face ID
K298,5	觸控 ID
S298,12	Touch ID
K299,5	觸控ID
S299,11	Touch ID
K300,5	FaceID
S300,13	Face ID
K301,5	TouchID
S301,14	Touch ID
K302,3	min-columns
S302,16	12
K303,3	max-columns
S303,16	140
K304,3	pronouns
Q304,13,2
S304,14	你
S304,17	您
K308,3	also-wrong-script
S308,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K311,3	regional-terms
M312,5,54
K312,5	訪問
S312,9	取用
K313,5	視頻
S313,9	影片
K314,5	用戶
S314,9	使用者
K315,5	信息
S315,9	資訊
K316,5	默認
S316,9	預設
K317,5	網絡
S317,9	網路
K318,5	軟件
S318,9	軟體
K319,5	硬件
S319,9	硬體
K320,5	設置
S320,9	設定
K321,5	數據
S321,9	資料
K322,5	設備
S322,9	裝置
K323,5	獲取
S323,9	取得
K324,5	攝像頭
S324,10	相機
K325,5	相冊
S325,9	相簿
K326,5	屏幕
S326,9	螢幕
K327,5	鼠標
S327,9	滑鼠
K328,5	內存
S328,9	記憶體
K329,5	登錄
S329,9	登入
K330,5	短信
S330,9	簡訊
K331,5	個性化
S331,10	個人化
K332,5	質量
S332,9	品質
K333,5	激活
S333,9	啟用
K334,5	服務器
S334,10	伺服器
K335,5	緩存
S335,9	快取
K336,5	二維碼
S336,10	QR 碼
K337,5	實時
S337,9	即時
K338,5	在線
S338,9	線上
K339,5	賬號
S339,9	帳號
K340,5	賬戶
S340,9	帳號
K341,5	菜單
S341,9	選單
K342,5	界面
S342,9	介面
K343,5	運行
S343,9	執行
K344,5	兼容
S344,9	相容
K345,5	搜索
S345,9	搜尋
K346,5	粘貼
S346,9	貼上
K347,5	打印
S347,9	列印
K348,5	刷新
S348,9	重新整理
K349,5	導出
S349,9	匯出
K350,5	導入
S350,9	匯入
K351,5	咪高風
S351,10	麥克風
K352,5	咪高峰
S352,10	麥克風
K353,5	後台
S353,9	背景
K354,5	應用程序
S354,11	應用程式
K355,5	當前
S355,9	目前
K356,5	添加
S356,9	新增
K357,5	保存
S357,9	儲存
K358,5	許可權
S358,10	權限
K359,5	本地網路
S359,11	區域網路
K360,5	位置訊息
S360,11	位置資訊
K361,5	音頻
S361,9	音訊
K362,5	插件
S362,9	外掛程式
K363,5	語音識別
S363,11	語音辨識
K364,5	人臉識別
S364,11	臉部辨識
K365,5	文字消息
S365,11	文字訊息
K367,3	regional-exceptions
Q367,24,2
S367,25	行動數據
S367,31	數據機
K373,3	colloquial-terms
M374,5,26
K374,5	佢哋
S374,9	他們
K375,5	我哋
S375,9	我們
K376,5	你哋
S376,9	你們
K377,5	而家
S377,9	現在
K378,5	邊度
S378,9	哪裡
K379,5	點樣
S379,9	怎樣
K380,5	影相
S380,9	拍照
K381,5	同埋
S381,9	以及
K382,5	嘅
S382,8	的
K383,5	咗
S383,8	了
K384,5	唔
S384,8	不
K385,5	冇
S385,8	沒有
K386,5	佢
S386,8	他
K387,5	喺
S387,8	在
K388,5	嘢
S388,8	東西
K389,5	啲
S389,8	些
K390,5	睇
S390,8	看
K391,5	嚟
S391,8	來
K392,5	嗰
S392,8	那
K393,5	噉
S393,8	這樣
K394,5	咁
S394,8	這麼
K395,5	攞
S395,8	拿
K396,5	諗
S396,8	想
K397,5	搵
S397,8	找
K398,5	畀
S398,8	給
K399,5	哋
S399,8	們
K400,3	draft-corrections
M401,5,3
K401,5	許可權
S401,10	權限
K402,5	訪問
S402,9	取用
K403,5	存取
S403,9	取用
K404,3	resources
M405,5,11
K405,5	camera
M405,13,3
K405,15	names
Q405,22,4
S405,23	相機
S405,27	攝像頭
S405,32	攝影機
S405,37	鏡頭
K405,42	related
Q405,51,11
S405,52	拍照
S405,56	拍攝
S405,60	掃描
S405,64	掃碼
S405,68	條碼
S405,72	QR
S405,76	影片
S405,80	錄影
S405,84	照片
S405,88	自拍
S405,92	錄製
K406,7	does
Q406,13,21
S406,14	拍照
S406,18	拍攝照片和影片
S406,27	拍攝照片或影片
S406,36	拍照和錄影
S406,43	拍照或錄影
S406,50	拍照片
S406,55	拍攝照片
S406,61	拍攝影片
S406,67	拍攝視頻
S406,73	拍影片
S406,78	拍攝
S406,82	錄影
S406,86	錄像
S406,90	錄製影片
S406,96	錄製視頻
S406,102	使用相機
S406,108	使用攝像頭
S406,115	使用攝影機
S406,122	取用相機
S406,128	存取相機
S406,134	訪問相機
K407,5	microphone
M407,17,3
K407,19	names
Q407,26,3
S407,27	麥克風
S407,32	咪高風
S407,37	咪高峰
K407,43	related
Q407,52,6
S407,53	錄音
S407,57	語音
S407,61	聲音
S407,65	通話
S407,69	錄製
S407,73	說話
K408,7	does
Q408,13,18
S408,14	錄音
S408,18	錄製音訊
S408,24	錄製音頻
S408,30	錄製聲音
S408,36	錄製語音
S408,42	擷取聲音
S408,48	擷取音訊
S408,54	採集聲音
S408,60	採集音頻
S408,66	捕獲音頻
S408,72	捕獲音訊
S408,78	聲音擷取
S408,84	聲音採集
S408,90	收音
S408,94	使用麥克風
S408,101	取用麥克風
S408,108	存取麥克風
S408,115	訪問麥克風
K409,5	photos
M409,13,3
K409,15	names
Q409,22,4
S409,23	相簿
S409,27	相冊
S409,31	圖庫
S409,35	照片圖庫
K409,42	related
Q409,51,7
S409,52	照片
S409,56	圖片
S409,60	儲存
S409,64	保存
S409,68	桌布
S409,72	影片
S409,76	相片
K410,7	does
Q410,13,21
S410,14	儲存照片
S410,20	儲存相片
S410,26	儲存圖片
S410,32	保存照片
S410,38	保存圖片
S410,44	儲存到相簿
S410,51	儲存至相簿
S410,58	存入相簿
S410,64	取用照片
S410,70	存取照片
S410,76	存取相簿
S410,82	取用相簿
S410,88	訪問相簿
S410,94	訪問照片
S410,100	存取照片圖庫
S410,108	取用照片圖庫
S410,116	訪問照片圖庫
S410,124	讀取照片
S410,130	讀取相簿
S410,136	使用相簿
S410,142	使用照片
K411,5	contacts
M411,15,3
K411,17	names
Q411,24,2
S411,25	聯絡人
S411,30	通訊錄
K411,36	related
Q411,45,4
S411,46	好友
S411,50	朋友
S411,54	邀請
S411,58	電話號碼
K412,7	does
Q412,13,7
S412,14	取用聯絡人
S412,21	存取聯絡人
S412,28	讀取聯絡人
S412,35	訪問通訊錄
S412,42	讀取通訊錄
S412,49	存取通訊錄
S412,56	使用通訊錄
K413,5	calendars
M413,16,3
K413,18	names
Q413,25,2
S413,26	行事曆
S413,31	日曆
K413,36	related
Q413,45,5
S413,46	行程
S413,50	事件
S413,54	預約
S413,58	活動
S413,62	預訂
K414,7	does
Q414,13,6
S414,14	取用行事曆
S414,21	存取行事曆
S414,28	讀取行事曆
S414,35	訪問日曆
S414,41	讀取日曆
S414,47	使用行事曆
K415,5	reminders
M415,16,3
K415,18	names
Q415,25,1
S415,26	提醒事項
K415,33	related
Q415,42,3
S415,43	待辦
S415,47	任務
S415,51	提醒
K416,7	does
Q416,13,3
S416,14	取用提醒事項
S416,22	存取提醒事項
S416,30	讀取提醒事項
K417,5	location
M417,15,3
K417,17	names
Q417,24,2
S417,25	位置
S417,29	定位
K417,34	related
Q417,43,7
S417,44	地圖
S417,48	附近
S417,52	導航
S417,56	所在
S417,60	城市
S417,64	天氣
S417,68	路線
K418,7	does
Q418,13,19
S418,14	取得位置
S418,20	取得你的位置
S418,28	取得您的位置
S418,36	取得定位
S418,42	獲取位置
S418,48	獲取你的位置
S418,56	獲取您的位置
S418,64	獲得位置
S418,70	取得目前位置
S418,78	確定位置
S418,84	使用位置
S418,90	使用你的位置
S418,98	使用您的位置
S418,106	取用位置
S418,112	存取位置
S418,118	訪問位置
S418,124	位置資訊
S418,130	位置信息
S418,136	定位
K419,5	bluetooth
M419,16,3
K419,18	names
Q419,25,1
S419,26	藍牙
K419,31	related
Q419,40,5
S419,41	裝置
S419,45	設備
S419,49	配件
S419,53	連接
S419,57	配對
K420,7	does
Q420,13,9
S420,14	使用藍牙
S420,20	取用藍牙
S420,26	存取藍牙
S420,32	訪問藍牙
S420,38	連接藍牙
S420,44	連線藍牙
S420,50	連接藍牙裝置
S420,58	連接藍牙設備
S420,66	搜尋藍牙裝置
K421,5	health
M421,13,3
K421,15	names
Q421,22,2
S421,23	健康資料
S421,29	「健康」
K421,36	related
Q421,45,6
S421,46	運動
S421,50	步數
S421,54	心率
S421,58	睡眠
S421,62	體重
S421,66	血糖
K422,7	does
Q422,13,5
S422,14	讀取健康資料
S422,22	寫入健康資料
S422,30	取用健康資料
S422,38	存取健康資料
S422,46	讀取健康數據
K423,5	face-id
M423,14,3
K423,16	names
Q423,23,2
S423,24	Face ID
S423,33	FaceID
K423,42	related
Q423,51,5
S423,52	解鎖
S423,56	驗證
S423,60	登入
S423,64	身分
S423,68	身份
K424,7	does
Q424,13,7
S424,14	使用 face id
S424,26	身分驗證
S424,32	身份驗證
S424,38	驗證身分
S424,44	驗證身份
S424,50	進行身分驗證
S424,58	進行身份驗證
K425,5	speech-recognition
M425,25,3
K425,27	names
Q425,34,2
S425,35	語音辨識
S425,41	語音識別
K425,48	related
Q425,57,4
S425,58	聽寫
S425,62	轉寫
S425,66	語音
S425,70	轉錄
K426,7	does
Q426,13,6
S426,14	語音辨識
S426,20	語音識別
S426,26	辨識語音
S426,32	識別語音
S426,38	使用語音辨識
S426,46	語音轉文字

"""#
}
