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
M247,3,18
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
K274,3	reason-markers
Q274,19,24
S274,20	 to 
S274,28	 so 
S274,36	 for 
S274,45	because
S274,56	 when 
S274,66	 while 
S274,77	 lets 
S274,87	 allows 
S275,5	 helps 
S275,16	 by 
S275,24	 in order
S275,37	e.g.
S275,45	for example
S275,60	such as
S275,71	 used 
S275,81	 uses 
S275,91	 if 
S276,5	 can 
S276,14	(
S276,19	 from 
S276,29	 into 
S276,39	 with 
S276,49	 on 
S276,57	 in 
K279,3	no-reason-words
Q279,20,78
S279,21	this
S279,27	that
S279,33	these
S279,40	app
S279,45	application
S279,58	the
S279,63	a
S279,66	an
S279,70	your
S279,76	you
S279,81	we
S279,85	us
S279,89	our
S279,94	it
S279,98	its
S279,103	is
S279,107	are
S279,112	be
S279,116	been
S279,122	will
S279,128	would
S279,135	could
S279,142	like
S279,148	want
S279,154	wants
S279,161	need
S279,167	needs
S279,174	needed
S279,182	require
S279,191	requires
S279,201	required
S279,211	necessary
S279,222	access
S279,230	permission
S279,242	permissions
S279,255	allow
S279,262	allows
S279,270	let
S279,275	lets
S279,281	please
S279,289	grant
S279,296	enable
S279,304	give
S279,310	get
S279,315	consent
S279,324	use
S279,329	uses
S279,335	used
S279,341	using
S279,348	to
S279,352	for
S279,357	in
S279,361	of
S279,365	and
S279,370	or
S279,374	with
S279,380	on
S279,384	by
S279,388	from
S279,394	so
S279,398	can
S279,403	may
S279,408	only
S279,414	some
S279,420	certain
S279,429	feature
S279,438	features
S279,448	function
S279,458	functions
S279,469	functionality
S279,484	properly
S279,494	correctly
S279,505	work
S279,511	works
S279,518	working
S279,527	information
S279,540	info
S279,546	data
K280,3	vague-phrases
Q280,18,19
S280,19	better experience
S280,38	improve your experience
S280,63	enhance your experience
S281,5	best experience
S281,22	improved experience
S281,43	better user experience
S281,67	optimal experience
S282,5	better service
S282,21	improve our service
S282,42	improve our services
S282,64	enhance the app
S283,5	best … experience
S283,24	make the app … better
S283,47	enhance … experience
S283,69	improve … experience
S284,5	better … experience
S284,26	more personalized experience
S284,56	better search result
S284,78	better ads
K285,3	placeholders
Q285,17,8
S285,18	TODO
S285,24	TBD
S285,29	FIXME
S285,36	XXX
S285,41	lorem ipsum
S285,54	placeholder text
S285,72	translate me
S285,86	$(
K287,3	placeholder-values
Q287,23,13
S287,24	yes
S287,29	no
S287,33	none
S287,39	n/a
S287,46	description
S287,59	usage description
S287,78	purpose
S287,87	text
S287,93	string
S287,101	value
S287,108	test
S287,114	-
S287,119	...
K289,3	doubled-words
Q289,18,17
S289,19	the
S289,24	a
S289,27	an
S289,31	to
S289,35	of
S289,39	your
S289,45	you
S289,50	in
S289,54	on
S289,58	for
S289,63	and
S289,68	with
S289,74	is
S289,78	will
S289,84	can
S289,89	this
S289,95	that's
K292,3	read-words
Q292,15,28
S292,16	choose
S292,24	choosing
S292,34	pick
S292,40	picking
S292,49	select
S292,57	selecting
S292,68	load
S292,74	loading
S292,83	upload
S292,91	uploading
S292,102	attach
S292,110	attaching
S292,121	send
S292,127	sending
S292,136	share
S292,143	sharing
S292,152	browse
S292,160	browsing
S292,170	view
S292,176	viewing
S292,185	import
S292,193	importing
S292,204	read
S292,210	reading
S292,219	identify
S292,229	set as
S292,237	use your
S292,247	using your
K293,3	write-words
Q293,16,6
S293,17	save
S293,23	saving
S293,31	export
S293,39	exporting
S293,50	write
S293,57	writing
K295,3	apple-names
M296,5,2
K296,5	FaceID
S296,13	Face ID
K297,5	TouchID
S297,14	Touch ID
K298,3	min-columns
S298,16	20
K299,3	max-columns
S299,16	200
K300,3	resources
M301,5,11
K301,5	camera
M301,13,3
K301,15	names
Q301,22,1
S301,23	camera
K301,32	related
Q301,41,8
S301,42	photo
S301,49	picture
S301,58	video
S301,65	scan
S301,71	QR
S301,75	selfie
S301,83	record
S301,91	film
K302,7	does
Q302,13,21
S302,14	take photos
S302,27	take a photo
S302,41	take photo
S302,53	take pictures
S302,68	take a picture
S302,84	take picture
S302,98	take videos
S302,111	take a video
S302,125	take photos and videos
S302,149	record video
S302,163	record videos
S302,178	record a video
S302,194	capture photos
S302,210	capture a photo
S302,227	capture images
S302,243	capture video
S302,258	capture videos
S302,274	use the camera
S302,290	use your camera
S302,307	access the camera
S302,326	access your camera
K303,5	microphone
M303,17,3
K303,19	names
Q303,26,1
S303,27	microphone
K303,40	related
Q303,49,8
S303,50	record
S303,58	voice
S303,65	audio
S303,72	sound
S303,79	speak
S303,86	talk
S303,92	call
S303,98	dictat
K304,7	does
Q304,13,12
S304,14	record audio
S304,28	record sound
S304,42	record sounds
S304,57	record your voice
S304,76	record voice
S304,90	capture audio
S304,105	capture sound
S304,120	audio recording
S304,137	use the microphone
S304,157	use your microphone
S304,178	access the microphone
S304,201	access your microphone
K305,5	photos
M305,13,3
K305,15	names
Q305,22,3
S305,23	photo library
S305,38	photo album
S305,51	camera roll
K305,65	related
Q305,74,6
S305,75	photo
S305,82	picture
S305,91	image
S305,98	save
S305,104	video
S305,111	wallpaper
K306,7	does
Q306,13,13
S306,14	access photos
S306,29	access your photos
S306,49	access the photo library
S306,75	access your photo library
S306,102	save photos
S306,115	save images
S306,128	save pictures
S306,143	save videos
S306,156	save photos and videos
S306,180	save to your photo library
S306,208	save to the photo library
S306,235	use your photos
S306,252	use the photo library
K307,5	contacts
M307,15,3
K307,17	names
Q307,24,2
S307,25	contacts
S307,35	address book
K307,50	related
Q307,59,4
S307,60	friend
S307,68	people
S307,76	invite
S307,84	phone number
K308,7	does
Q308,13,5
S308,14	access your contacts
S308,36	access contacts
S308,53	read your contacts
S308,73	read contacts
S308,88	use your contacts
K309,5	calendars
M309,16,3
K309,18	names
Q309,25,1
S309,26	calendar
K309,37	related
Q309,46,4
S309,47	event
S309,54	schedule
S309,64	booking
S309,73	appointment
K310,7	does
Q310,13,5
S310,14	access your calendar
S310,36	access your calendars
S310,59	access the calendar
S310,80	read your calendar
S310,100	read your calendars
K311,5	reminders
M311,16,3
K311,18	names
Q311,25,1
S311,26	reminders
K311,38	related
Q311,47,3
S311,48	to-do
S311,55	task
S311,61	remind
K312,7	does
Q312,13,2
S312,14	access your reminders
S312,37	read your reminders
K313,5	location
M313,15,3
K313,17	names
Q313,24,2
S313,25	location
S313,35	GPS
K313,41	related
Q313,50,7
S313,51	map
S313,56	nearby
S313,64	where
S313,71	city
S313,77	route
S313,84	direction
S313,95	weather
K314,7	does
Q314,13,11
S314,14	get your location
S314,33	get your current location
S314,60	get location
S314,74	obtain your location
S314,96	know your location
S314,116	know where you are
S314,136	determine your location
S314,161	find your location
S314,181	access your location
S314,203	use your location
S314,222	use location
K315,5	bluetooth
M315,16,3
K315,18	names
Q315,25,1
S315,26	Bluetooth
K315,38	related
Q315,47,4
S315,48	device
S315,56	accessor
S315,66	connect
S315,75	pair
K316,7	does
Q316,13,6
S316,14	use bluetooth
S316,29	access bluetooth
S316,47	connect to bluetooth
S316,69	connect to bluetooth devices
S316,99	discover bluetooth devices
S316,127	scan for bluetooth devices
K317,5	health
M317,13,3
K317,15	names
Q317,22,2
S317,23	Health app
S317,35	health data
K317,49	related
Q317,58,7
S317,59	workout
S317,68	step
S317,74	heart
S317,81	sleep
S317,88	weight
S317,96	glucose
S317,105	insulin
K318,7	does
Q318,13,5
S318,14	read your health data
S318,37	read health data
S318,55	write health data
S318,74	access your health data
S318,99	access health data
K319,5	face-id
M319,14,3
K319,16	names
Q319,23,2
S319,24	Face ID
S319,33	FaceID
K319,42	related
Q319,51,5
S319,52	unlock
S319,60	authenticat
S319,73	sign in
S319,82	log in
S319,90	verify
K320,7	does
Q320,13,5
S320,14	use face id
S320,27	authenticate with face id
S320,54	authenticate you
S320,72	authenticate
S320,86	authentication
K321,5	speech-recognition
M321,25,3
K321,27	names
Q321,34,1
S321,35	speech recognition
K321,56	related
Q321,65,4
S321,66	dictat
S321,74	transcri
S321,84	voice
S321,91	speech
K322,7	does
Q322,13,6
S322,14	recognize speech
S322,32	recognise speech
S322,50	transcribe speech
S322,69	use speech recognition
S322,93	speech recognition
S322,113	speech to text

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
M20,3,25
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
K43,3	reason-markers
Q43,19,24
S43,20	以便
S43,24	用於
S43,28	用來
S43,32	為了
S43,36	以
S43,39	來
S43,42	可以
S43,46	讓你
S43,50	讓您
S43,54	便於
S43,58	方便
S43,62	從而
S43,66	幫助
S43,70	例如
S43,74	比如
S44,5	如
S44,8	當
S44,11	時
S44,14	才能
S44,18	進行
S44,22	後，
S44,26	用作
S44,30	將
S44,33	把
K47,3	no-reason-words
Q47,20,68
S47,21	到
S47,24	至
S47,27	此應用程式
S47,34	此應用程序
S47,41	應用程式
S47,47	應用程序
S47,53	本應用
S47,58	此應用
S47,63	該應用
S47,68	應用
S47,72	app
S47,77	我們
S47,81	你的
S47,85	您的
S47,89	你
S47,92	您
S47,95	的
S47,98	需要
S47,102	想要
S47,106	希望
S47,110	請
S47,113	允許
S47,117	授權
S47,121	同意
S47,125	權限
S47,129	許可
S47,133	取用
S47,137	存取
S47,141	使用
S47,145	取得
S47,149	獲取
S47,153	獲得
S47,157	訪問
S47,161	開啟
S47,165	打開
S47,169	才能
S47,173	以便
S47,177	用於
S47,181	用來
S47,185	以
S47,188	來
S47,191	進行
S47,195	功能
S47,199	相關
S47,203	正常
S47,207	某些
S47,211	部分
S47,215	此
S47,218	本
S47,221	該
S47,224	會
S47,227	將
S47,230	可以
S47,234	可
S47,237	能
S47,240	要
S47,243	和
S47,246	及
S47,249	與
S47,252	或
S47,255	並
S47,258	這
S47,261	被
S47,264	為
S47,267	資訊
S47,271	資料
S47,275	信息
S47,279	數據
K48,3	vague-phrases
Q48,18,14
S48,19	更好的體驗
S48,26	提升體驗
S48,32	優化體驗
S48,38	更佳體驗
S48,44	最佳體驗
S48,50	更好的服務
S48,57	提供更好
S48,63	改善體驗
S48,69	最佳…體驗
S48,76	最好…體驗
S48,83	提升…體驗
S48,90	更好…體驗
S48,97	優化…體驗
S48,104	改善…體驗
K49,3	placeholders
Q49,17,11
S49,18	TODO
S49,24	TBD
S49,29	FIXME
S49,36	XXX
S49,41	lorem ipsum
S49,54	待定
S49,58	待翻譯
S49,63	待補充
S49,68	佔位
S49,72	翻譯中
S49,77	$(
K51,3	placeholder-values
Q51,23,11
S51,24	是
S51,27	否
S51,30	無
S51,33	描述
S51,37	說明
S51,41	用途說明
S51,47	權限說明
S51,53	使用說明
S51,59	文字
S51,63	測試
S51,67	允許
K53,3	doubled-words
Q53,18,13
S53,19	的
S53,22	你的
S53,26	您的
S53,30	我們的
S53,35	你
S53,38	您
S53,41	在
S53,44	是
S53,47	和
S53,50	與
S53,53	把
S53,56	將
S53,59	了
K55,3	read-words
Q55,15,14
S55,16	選擇
S55,20	選取
S55,24	上載
S55,28	上傳
S55,32	分享
S55,36	傳送
S55,40	瀏覽
S55,44	檢視
S55,48	查看
S55,52	讀取
S55,56	匯入
S55,60	識別
S55,64	使用你的
S55,70	使用您的
K56,3	write-words
Q56,16,5
S56,17	儲存
S56,21	保存
S56,25	存入
S56,29	匯出
S56,33	寫入
K58,3	apple-names
M59,5,6
K59,5	面容 ID
S59,12	Face ID
K60,5	面容ID
S60,11	Face ID
K61,5	觸控 ID
S61,12	Touch ID
K62,5	觸控ID
S62,11	Touch ID
K63,5	FaceID
S63,13	Face ID
K64,5	TouchID
S64,14	Touch ID
K65,3	min-columns
S65,16	12
K66,3	max-columns
S66,16	140
K67,3	pronouns
Q67,13,2
S67,14	你
S67,17	您
K71,3	also-wrong-script
S71,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K73,3	regional-terms
M74,5,25
K74,5	添加
S74,9	加入
K75,5	訪問
S75,9	取用
K76,5	視頻
S76,9	影片
K77,5	信息
S77,9	資訊
K78,5	默認
S78,9	預設
K79,5	設置
S79,9	設定
K80,5	獲取
S80,9	取得
K81,5	攝像頭
S81,10	相機
K82,5	相冊
S82,9	相簿
K83,5	屏幕
S83,9	螢幕
K84,5	鼠標
S84,9	滑鼠
K85,5	登錄
S85,9	登入
K86,5	短信
S86,9	短訊
K87,5	個性化
S87,10	個人化
K88,5	質量
S88,9	質素
K89,5	激活
S89,9	啟用
K90,5	二維碼
S90,10	QR 碼
K91,5	菜單
S91,9	選單
K92,5	界面
S92,9	介面
K93,5	搜索
S93,9	搜尋
K94,5	打印
S94,9	列印
K95,5	後台
S95,9	背景
K96,5	應用程序
S96,11	應用程式
K97,5	許可權
S97,10	權限
K98,5	保存
S98,9	儲存
K104,3	colloquial-terms
M105,5,26
K105,5	佢哋
S105,9	他們
K106,5	我哋
S106,9	我們
K107,5	你哋
S107,9	你們
K108,5	而家
S108,9	現在
K109,5	邊度
S109,9	哪裡
K110,5	點樣
S110,9	怎樣
K111,5	影相
S111,9	拍照
K112,5	同埋
S112,9	以及
K113,5	嘅
S113,8	的
K114,5	咗
S114,8	了
K115,5	唔
S115,8	不
K116,5	冇
S116,8	沒有
K117,5	佢
S117,8	他
K118,5	喺
S118,8	在
K119,5	嘢
S119,8	東西
K120,5	啲
S120,8	些
K121,5	睇
S121,8	看
K122,5	嚟
S122,8	來
K123,5	嗰
S123,8	那
K124,5	噉
S124,8	這樣
K125,5	咁
S125,8	這麼
K126,5	攞
S126,8	拿
K127,5	諗
S127,8	想
K128,5	搵
S128,8	找
K129,5	畀
S129,8	給
K130,5	哋
S130,8	們
K131,3	draft-corrections
M132,5,3
K132,5	許可權
S132,10	權限
K133,5	訪問
S133,9	取用
K134,5	存取
S134,9	取用
K135,3	resources
M136,5,7
K136,5	camera
M136,13,3
K136,15	names
Q136,22,4
S136,23	相機
S136,27	攝像頭
S136,32	攝影機
S136,37	鏡頭
K136,42	related
Q136,51,11
S136,52	拍照
S136,56	拍攝
S136,60	掃描
S136,64	掃碼
S136,68	QR
S136,72	影片
S136,76	錄影
S136,80	相片
S136,84	照片
S136,88	自拍
S136,92	錄製
K137,7	does
Q137,13,21
S137,14	拍照
S137,18	拍攝照片和影片
S137,27	拍攝照片或影片
S137,36	拍照和錄影
S137,43	拍照或錄影
S137,50	拍照片
S137,55	拍攝照片
S137,61	拍攝影片
S137,67	拍攝視頻
S137,73	拍影片
S137,78	拍攝
S137,82	錄影
S137,86	錄像
S137,90	錄製影片
S137,96	錄製視頻
S137,102	使用相機
S137,108	使用攝像頭
S137,115	使用攝影機
S137,122	取用相機
S137,128	存取相機
S137,134	訪問相機
K138,5	microphone
M138,17,3
K138,19	names
Q138,26,3
S138,27	咪高風
S138,32	咪高峰
S138,37	麥克風
K138,43	related
Q138,52,6
S138,53	錄音
S138,57	語音
S138,61	聲音
S138,65	通話
S138,69	錄製
S138,73	說話
K139,7	does
Q139,13,18
S139,14	錄音
S139,18	錄製音訊
S139,24	錄製音頻
S139,30	錄製聲音
S139,36	錄製語音
S139,42	擷取聲音
S139,48	擷取音訊
S139,54	採集聲音
S139,60	採集音頻
S139,66	捕獲音頻
S139,72	捕獲音訊
S139,78	聲音擷取
S139,84	聲音採集
S139,90	收音
S139,94	使用麥克風
S139,101	取用麥克風
S139,108	存取麥克風
S139,115	訪問麥克風
K140,5	photos
M140,13,3
K140,15	names
Q140,22,3
S140,23	相簿
S140,27	相冊
S140,31	圖庫
K140,36	related
Q140,45,6
S140,46	相片
S140,50	照片
S140,54	圖片
S140,58	儲存
S140,62	保存
S140,66	影片
K141,7	does
Q141,13,21
S141,14	儲存照片
S141,20	儲存相片
S141,26	儲存圖片
S141,32	保存照片
S141,38	保存圖片
S141,44	儲存到相簿
S141,51	儲存至相簿
S141,58	存入相簿
S141,64	取用照片
S141,70	存取照片
S141,76	存取相簿
S141,82	取用相簿
S141,88	訪問相簿
S141,94	訪問照片
S141,100	存取照片圖庫
S141,108	取用照片圖庫
S141,116	訪問照片圖庫
S141,124	讀取照片
S141,130	讀取相簿
S141,136	使用相簿
S141,142	使用照片
K142,5	contacts
M142,15,3
K142,17	names
Q142,24,2
S142,25	通訊錄
S142,30	聯絡人
K142,36	related
Q142,45,4
S142,46	好友
S142,50	朋友
S142,54	邀請
S142,58	電話號碼
K143,7	does
Q143,13,7
S143,14	取用聯絡人
S143,21	存取聯絡人
S143,28	讀取聯絡人
S143,35	訪問通訊錄
S143,42	讀取通訊錄
S143,49	存取通訊錄
S143,56	使用通訊錄
K144,5	calendars
M144,16,3
K144,18	names
Q144,25,2
S144,26	日曆
S144,30	行事曆
K144,36	related
Q144,45,4
S144,46	行程
S144,50	事件
S144,54	預約
S144,58	活動
K145,7	does
Q145,13,6
S145,14	取用行事曆
S145,21	存取行事曆
S145,28	讀取行事曆
S145,35	訪問日曆
S145,41	讀取日曆
S145,47	使用行事曆
K146,5	location
M146,15,3
K146,17	names
Q146,24,2
S146,25	位置
S146,29	定位
K146,34	related
Q146,43,7
S146,44	地圖
S146,48	附近
S146,52	導航
S146,56	所在
S146,60	城市
S146,64	天氣
S146,68	路線
K147,7	does
Q147,13,19
S147,14	取得位置
S147,20	取得你的位置
S147,28	取得您的位置
S147,36	取得定位
S147,42	獲取位置
S147,48	獲取你的位置
S147,56	獲取您的位置
S147,64	獲得位置
S147,70	取得目前位置
S147,78	確定位置
S147,84	使用位置
S147,90	使用你的位置
S147,98	使用您的位置
S147,106	取用位置
S147,112	存取位置
S147,118	訪問位置
S147,124	位置資訊
S147,130	位置信息
S147,136	定位
K148,5	bluetooth
M148,16,3
K148,18	names
Q148,25,1
S148,26	藍牙
K148,31	related
Q148,40,5
S148,41	裝置
S148,45	設備
S148,49	配件
S148,53	連接
S148,57	配對
K149,7	does
Q149,13,9
S149,14	使用藍牙
S149,20	取用藍牙
S149,26	存取藍牙
S149,32	訪問藍牙
S149,38	連接藍牙
S149,44	連線藍牙
S149,50	連接藍牙裝置
S149,58	連接藍牙設備
S149,66	搜尋藍牙裝置

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
M247,3,23
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
K273,3	reason-markers
Q273,19,24
S273,20	以便
S273,24	用于
S273,28	用来
S273,32	为了
S273,36	以
S273,39	来
S273,42	可以
S273,46	让你
S273,50	让您
S273,54	便于
S273,58	方便
S273,62	从而
S273,66	帮助
S273,70	例如
S273,74	比如
S274,5	如
S274,8	当
S274,11	时
S274,14	才能
S274,18	进行
S274,22	后，
S274,26	用作
S274,30	将
S274,33	把
K277,3	no-reason-words
Q277,20,65
S277,21	到
S277,24	至
S277,27	此应用程序
S277,34	此应用程式
S277,41	应用程序
S277,47	应用程式
S277,53	本应用
S277,58	此应用
S277,63	该应用
S277,68	应用
S277,72	app
S277,77	我们
S277,81	你的
S277,85	您的
S277,89	你
S277,92	您
S277,95	的
S277,98	需要
S277,102	想要
S277,106	希望
S277,110	请
S277,113	允许
S277,117	授权
S277,121	同意
S277,125	权限
S277,129	许可
S277,133	访问
S277,137	使用
S277,141	获取
S277,145	获得
S277,149	存取
S277,153	取用
S277,157	开启
S277,161	打开
S277,165	才能
S277,169	以便
S277,173	用于
S277,177	用来
S277,181	以
S277,184	来
S277,187	进行
S277,191	功能
S277,195	相关
S277,199	正常
S277,203	某些
S277,207	部分
S277,211	此
S277,214	本
S277,217	该
S277,220	会
S277,223	将
S277,226	可以
S277,230	可
S277,233	能
S277,236	要
S277,239	和
S277,242	及
S277,245	与
S277,248	或
S277,251	并
S277,254	这
S277,257	被
S277,260	为
S277,263	信息
S277,267	数据
K278,3	vague-phrases
Q278,18,18
S278,19	更好的体验
S278,26	更好地体验
S278,33	提升体验
S278,39	提升用户体验
S278,47	优化体验
S278,53	更佳体验
S278,59	最佳体验
S278,65	更好的服务
S279,5	提供更好
S279,11	更优质的服务
S279,19	改善体验
S279,25	更流畅的体验
S279,33	最佳…体验
S279,40	最好…体验
S279,47	提升…体验
S279,54	更好…体验
S279,61	优化…体验
S279,68	改善…体验
K280,3	placeholders
Q280,17,14
S280,18	TODO
S280,24	TBD
S280,29	FIXME
S280,36	XXX
S280,41	lorem ipsum
S280,54	待定
S280,58	待翻译
S280,63	待翻譯
S280,68	待补充
S280,73	待補充
S280,78	占位
S280,82	此处填写
S280,88	翻译中
S280,93	$(
K282,3	placeholder-values
Q282,23,11
S282,24	是
S282,27	否
S282,30	无
S282,33	描述
S282,37	说明
S282,41	用途说明
S282,47	权限说明
S282,53	使用说明
S282,59	文本
S282,63	测试
S282,67	允许
K284,3	doubled-words
Q284,18,13
S284,19	的
S284,22	你的
S284,26	您的
S284,30	我们的
S284,35	你
S284,38	您
S284,41	在
S284,44	是
S284,47	和
S284,50	与
S284,53	把
S284,56	将
S284,59	了
K286,3	read-words
Q286,15,12
S286,16	选择
S286,20	选取
S286,24	上传
S286,28	分享
S286,32	发送
S286,36	浏览
S286,40	查看
S286,44	读取
S286,48	导入
S286,52	识别
S286,56	使用你的
S286,62	使用您的
K287,3	write-words
Q287,16,6
S287,17	保存
S287,21	存储
S287,25	储存
S287,29	存入
S287,33	导出
S287,37	写入
K289,3	apple-names
M290,5,4
K290,5	Face ID
S290,14	面容 ID
K291,5	FaceID
S291,13	面容 ID
K292,5	Touch ID
S292,15	触控 ID
K293,5	TouchID
S293,14	触控 ID
K296,3	regional-terms
M297,5,14
K297,5	存取
S297,9	访问
K298,5	联络人
S298,10	联系人
K299,5	聯絡人
S299,10	联系人
K300,5	汇入
S300,9	导入
K301,5	匯入
S301,9	导入
K302,5	汇出
S302,9	导出
K303,5	匯出
S303,9	导出
K304,5	应用程式
S304,11	应用
K305,5	應用程式
S305,11	应用
K306,5	使用者
S306,10	用户
K307,5	位址
S307,9	地址
K308,5	登入
S308,9	登录
K309,5	软体
S309,9	软件
K310,5	軟體
S310,9	软件
K311,3	min-columns
S311,16	12
K312,3	max-columns
S312,16	140
K313,3	pronouns
Q313,13,2
S313,14	你
S313,17	您
K315,3	also-wrong-script
S315,22	後夥徵摺菸麽箝麴於
K316,3	resources
M317,5,11
K317,5	camera
M317,13,3
K317,15	names
Q317,22,3
S317,23	相机
S317,27	摄像头
S317,32	镜头
K317,37	related
Q317,46,11
S317,47	拍照
S317,51	拍摄
S317,55	扫描
S317,59	扫码
S317,63	二维码
S317,68	QR
S317,72	视频
S317,76	录像
S317,80	照片
S317,84	自拍
S317,88	录制
K318,7	does
Q318,13,17
S318,14	拍照
S318,18	拍摄照片和视频
S318,27	拍摄照片或视频
S318,36	拍照和录像
S318,43	拍照或录像
S318,50	拍照片
S318,55	拍摄照片
S318,61	拍摄视频
S318,67	拍视频
S318,72	拍摄
S318,76	录像
S318,80	录影
S318,84	录制视频
S318,90	使用相机
S318,96	使用摄像头
S318,103	访问相机
S318,109	访问摄像头
K319,5	microphone
M319,17,3
K319,19	names
Q319,26,2
S319,27	麦克风
S319,32	话筒
K319,37	related
Q319,46,6
S319,47	录音
S319,51	语音
S319,55	声音
S319,59	通话
S319,63	录制
S319,67	说话
K320,7	does
Q320,13,11
S320,14	录音
S320,18	录制音频
S320,24	录制声音
S320,30	录制语音
S320,36	采集声音
S320,42	采集音频
S320,48	捕获音频
S320,54	声音采集
S320,60	收音
S320,64	使用麦克风
S320,71	访问麦克风
K321,5	photos
M321,13,3
K321,15	names
Q321,22,3
S321,23	相册
S321,27	图库
S321,31	照片图库
K321,38	related
Q321,47,7
S321,48	照片
S321,52	图片
S321,56	保存
S321,60	存储
S321,64	壁纸
S321,68	视频
S321,72	相片
K322,7	does
Q322,13,14
S322,14	保存照片
S322,20	保存图片
S322,26	保存到相册
S322,33	保存至相册
S322,40	存储照片
S322,46	储存照片
S322,52	访问相册
S322,58	访问照片
S322,64	访问照片图库
S322,72	访问图库
S322,78	读取照片
S322,84	读取相册
S322,90	使用相册
S322,96	使用照片
K323,5	contacts
M323,15,3
K323,17	names
Q323,24,2
S323,25	通讯录
S323,30	联系人
K323,36	related
Q323,45,4
S323,46	好友
S323,50	朋友
S323,54	邀请
S323,58	电话号码
K324,7	does
Q324,13,5
S324,14	访问通讯录
S324,21	读取通讯录
S324,28	访问联系人
S324,35	读取联系人
S324,42	使用通讯录
K325,5	calendars
M325,16,3
K325,18	names
Q325,25,1
S325,26	日历
K325,31	related
Q325,40,5
S325,41	日程
S325,45	事件
S325,49	预约
S325,53	活动
S325,57	预订
K326,7	does
Q326,13,3
S326,14	访问日历
S326,20	读取日历
S326,26	使用日历
K327,5	reminders
M327,16,3
K327,18	names
Q327,25,1
S327,26	提醒事项
K327,33	related
Q327,42,3
S327,43	待办
S327,47	任务
S327,51	提醒
K328,7	does
Q328,13,2
S328,14	访问提醒事项
S328,22	读取提醒事项
K329,5	location
M329,15,3
K329,17	names
Q329,24,2
S329,25	位置
S329,29	定位
K329,34	related
Q329,43,7
S329,44	地图
S329,48	附近
S329,52	导航
S329,56	所在
S329,60	城市
S329,64	天气
S329,68	路线
K330,7	does
Q330,13,13
S330,14	获取位置
S330,20	获取你的位置
S330,28	获取您的位置
S330,36	获取定位
S330,42	获得位置
S330,48	获取当前位置
S330,56	确定位置
S330,62	使用位置
S330,68	使用你的位置
S330,76	使用您的位置
S330,84	访问位置
S330,90	位置信息
S330,96	定位
K331,5	bluetooth
M331,16,3
K331,18	names
Q331,25,1
S331,26	蓝牙
K331,31	related
Q331,40,4
S331,41	设备
S331,45	配件
S331,49	连接
S331,53	配对
K332,7	does
Q332,13,5
S332,14	使用蓝牙
S332,20	访问蓝牙
S332,26	连接蓝牙
S332,32	连接蓝牙设备
S332,40	搜索蓝牙设备
K333,5	health
M333,13,3
K333,15	names
Q333,22,2
S333,23	健康数据
S333,29	“健康”
K333,36	related
Q333,45,6
S333,46	运动
S333,50	步数
S333,54	心率
S333,58	睡眠
S333,62	体重
S333,66	血糖
K334,7	does
Q334,13,3
S334,14	读取健康数据
S334,22	写入健康数据
S334,30	访问健康数据
K335,5	face-id
M335,14,3
K335,16	names
Q335,23,3
S335,24	面容 ID
S335,31	Face ID
S335,40	FaceID
K335,49	related
Q335,58,4
S335,59	解锁
S335,63	验证
S335,67	登录
S335,71	身份
K336,7	does
Q336,13,5
S336,14	使用面容 id
S336,23	使用 face id
S336,35	身份验证
S336,41	验证身份
S336,47	进行身份验证
K337,5	speech-recognition
M337,25,3
K337,27	names
Q337,34,1
S337,35	语音识别
K337,42	related
Q337,51,4
S337,52	听写
S337,56	转写
S337,60	语音
S337,64	转录
K338,7	does
Q338,13,4
S338,14	语音识别
S338,20	识别语音
S338,26	使用语音识别
S338,34	语音转文字

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
M247,3,26
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
K271,3	reason-markers
Q271,19,24
S271,20	以便
S271,24	用於
S271,28	用來
S271,32	為了
S271,36	以
S271,39	來
S271,42	可以
S271,46	讓你
S271,50	讓您
S271,54	便於
S271,58	方便
S271,62	從而
S271,66	幫助
S271,70	例如
S271,74	比如
S272,5	如
S272,8	當
S272,11	時
S272,14	才能
S272,18	進行
S272,22	後，
S272,26	用作
S272,30	將
S272,33	把
K275,3	no-reason-words
Q275,20,68
S275,21	到
S275,24	至
S275,27	此應用程式
S275,34	此應用程序
S275,41	應用程式
S275,47	應用程序
S275,53	本應用
S275,58	此應用
S275,63	該應用
S275,68	應用
S275,72	app
S275,77	我們
S275,81	你的
S275,85	您的
S275,89	你
S275,92	您
S275,95	的
S275,98	需要
S275,102	想要
S275,106	希望
S275,110	請
S275,113	允許
S275,117	授權
S275,121	同意
S275,125	權限
S275,129	許可
S275,133	取用
S275,137	存取
S275,141	使用
S275,145	取得
S275,149	獲取
S275,153	獲得
S275,157	訪問
S275,161	開啟
S275,165	打開
S275,169	才能
S275,173	以便
S275,177	用於
S275,181	用來
S275,185	以
S275,188	來
S275,191	進行
S275,195	功能
S275,199	相關
S275,203	正常
S275,207	某些
S275,211	部分
S275,215	此
S275,218	本
S275,221	該
S275,224	會
S275,227	將
S275,230	可以
S275,234	可
S275,237	能
S275,240	要
S275,243	和
S275,246	及
S275,249	與
S275,252	或
S275,255	並
S275,258	這
S275,261	被
S275,264	為
S275,267	資訊
S275,271	資料
S275,275	信息
S275,279	數據
K276,3	vague-phrases
Q276,18,18
S276,19	更好的體驗
S276,26	更好地體驗
S276,33	提升體驗
S276,39	提升使用者體驗
S276,48	優化體驗
S276,54	更佳體驗
S276,60	最佳體驗
S276,66	更好的服務
S277,5	提供更好
S277,11	更優質的服務
S277,19	改善體驗
S277,25	更流暢的體驗
S277,33	最佳…體驗
S277,40	最好…體驗
S277,47	提升…體驗
S277,54	更好…體驗
S277,61	優化…體驗
S277,68	改善…體驗
K278,3	placeholders
Q278,17,13
S278,18	TODO
S278,24	TBD
S278,29	FIXME
S278,36	XXX
S278,41	lorem ipsum
S278,54	待定
S278,58	待翻譯
S278,63	待翻译
S278,68	待補充
S278,73	佔位
S278,77	此處填寫
S278,83	翻譯中
S278,88	$(
K280,3	placeholder-values
Q280,23,11
S280,24	是
S280,27	否
S280,30	無
S280,33	描述
S280,37	說明
S280,41	用途說明
S280,47	權限說明
S280,53	使用說明
S280,59	文字
S280,63	測試
S280,67	允許
K282,3	doubled-words
Q282,18,13
S282,19	的
S282,22	你的
S282,26	您的
S282,30	我們的
S282,35	你
S282,38	您
S282,41	在
S282,44	是
S282,47	和
S282,50	與
S282,53	把
S282,56	將
S282,59	了
K284,3	read-words
Q284,15,13
S284,16	選擇
S284,20	選取
S284,24	上傳
S284,28	分享
S284,32	傳送
S284,36	瀏覽
S284,40	檢視
S284,44	查看
S284,48	讀取
S284,52	匯入
S284,56	辨識
S284,60	使用你的
S284,66	使用您的
K285,3	write-words
Q285,16,5
S285,17	儲存
S285,21	保存
S285,25	存入
S285,29	匯出
S285,33	寫入
K287,3	apple-names
M288,5,6
K288,5	面容 ID
S288,12	Face ID
K289,5	面容ID
S289,11	Face ID
K290,5	觸控 ID
S290,12	Touch ID
K291,5	觸控ID
S291,11	Touch ID
K292,5	FaceID
S292,13	Face ID
K293,5	TouchID
S293,14	Touch ID
K294,3	min-columns
S294,16	12
K295,3	max-columns
S295,16	140
K296,3	pronouns
Q296,13,2
S296,14	你
S296,17	您
K300,3	also-wrong-script
S300,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K303,3	regional-terms
M304,5,54
K304,5	訪問
S304,9	取用
K305,5	視頻
S305,9	影片
K306,5	用戶
S306,9	使用者
K307,5	信息
S307,9	資訊
K308,5	默認
S308,9	預設
K309,5	網絡
S309,9	網路
K310,5	軟件
S310,9	軟體
K311,5	硬件
S311,9	硬體
K312,5	設置
S312,9	設定
K313,5	數據
S313,9	資料
K314,5	設備
S314,9	裝置
K315,5	獲取
S315,9	取得
K316,5	攝像頭
S316,10	相機
K317,5	相冊
S317,9	相簿
K318,5	屏幕
S318,9	螢幕
K319,5	鼠標
S319,9	滑鼠
K320,5	內存
S320,9	記憶體
K321,5	登錄
S321,9	登入
K322,5	短信
S322,9	簡訊
K323,5	個性化
S323,10	個人化
K324,5	質量
S324,9	品質
K325,5	激活
S325,9	啟用
K326,5	服務器
S326,10	伺服器
K327,5	緩存
S327,9	快取
K328,5	二維碼
S328,10	QR 碼
K329,5	實時
S329,9	即時
K330,5	在線
S330,9	線上
K331,5	賬號
S331,9	帳號
K332,5	賬戶
S332,9	帳號
K333,5	菜單
S333,9	選單
K334,5	界面
S334,9	介面
K335,5	運行
S335,9	執行
K336,5	兼容
S336,9	相容
K337,5	搜索
S337,9	搜尋
K338,5	粘貼
S338,9	貼上
K339,5	打印
S339,9	列印
K340,5	刷新
S340,9	重新整理
K341,5	導出
S341,9	匯出
K342,5	導入
S342,9	匯入
K343,5	咪高風
S343,10	麥克風
K344,5	咪高峰
S344,10	麥克風
K345,5	後台
S345,9	背景
K346,5	應用程序
S346,11	應用程式
K347,5	當前
S347,9	目前
K348,5	添加
S348,9	新增
K349,5	保存
S349,9	儲存
K350,5	許可權
S350,10	權限
K351,5	本地網路
S351,11	區域網路
K352,5	位置訊息
S352,11	位置資訊
K353,5	音頻
S353,9	音訊
K354,5	插件
S354,9	外掛程式
K355,5	語音識別
S355,11	語音辨識
K356,5	人臉識別
S356,11	臉部辨識
K357,5	文字消息
S357,11	文字訊息
K359,3	regional-exceptions
Q359,24,2
S359,25	行動數據
S359,31	數據機
K365,3	colloquial-terms
M366,5,26
K366,5	佢哋
S366,9	他們
K367,5	我哋
S367,9	我們
K368,5	你哋
S368,9	你們
K369,5	而家
S369,9	現在
K370,5	邊度
S370,9	哪裡
K371,5	點樣
S371,9	怎樣
K372,5	影相
S372,9	拍照
K373,5	同埋
S373,9	以及
K374,5	嘅
S374,8	的
K375,5	咗
S375,8	了
K376,5	唔
S376,8	不
K377,5	冇
S377,8	沒有
K378,5	佢
S378,8	他
K379,5	喺
S379,8	在
K380,5	嘢
S380,8	東西
K381,5	啲
S381,8	些
K382,5	睇
S382,8	看
K383,5	嚟
S383,8	來
K384,5	嗰
S384,8	那
K385,5	噉
S385,8	這樣
K386,5	咁
S386,8	這麼
K387,5	攞
S387,8	拿
K388,5	諗
S388,8	想
K389,5	搵
S389,8	找
K390,5	畀
S390,8	給
K391,5	哋
S391,8	們
K392,3	draft-corrections
M393,5,3
K393,5	許可權
S393,10	權限
K394,5	訪問
S394,9	取用
K395,5	存取
S395,9	取用
K396,3	resources
M397,5,11
K397,5	camera
M397,13,3
K397,15	names
Q397,22,4
S397,23	相機
S397,27	攝像頭
S397,32	攝影機
S397,37	鏡頭
K397,42	related
Q397,51,11
S397,52	拍照
S397,56	拍攝
S397,60	掃描
S397,64	掃碼
S397,68	條碼
S397,72	QR
S397,76	影片
S397,80	錄影
S397,84	照片
S397,88	自拍
S397,92	錄製
K398,7	does
Q398,13,21
S398,14	拍照
S398,18	拍攝照片和影片
S398,27	拍攝照片或影片
S398,36	拍照和錄影
S398,43	拍照或錄影
S398,50	拍照片
S398,55	拍攝照片
S398,61	拍攝影片
S398,67	拍攝視頻
S398,73	拍影片
S398,78	拍攝
S398,82	錄影
S398,86	錄像
S398,90	錄製影片
S398,96	錄製視頻
S398,102	使用相機
S398,108	使用攝像頭
S398,115	使用攝影機
S398,122	取用相機
S398,128	存取相機
S398,134	訪問相機
K399,5	microphone
M399,17,3
K399,19	names
Q399,26,3
S399,27	麥克風
S399,32	咪高風
S399,37	咪高峰
K399,43	related
Q399,52,6
S399,53	錄音
S399,57	語音
S399,61	聲音
S399,65	通話
S399,69	錄製
S399,73	說話
K400,7	does
Q400,13,18
S400,14	錄音
S400,18	錄製音訊
S400,24	錄製音頻
S400,30	錄製聲音
S400,36	錄製語音
S400,42	擷取聲音
S400,48	擷取音訊
S400,54	採集聲音
S400,60	採集音頻
S400,66	捕獲音頻
S400,72	捕獲音訊
S400,78	聲音擷取
S400,84	聲音採集
S400,90	收音
S400,94	使用麥克風
S400,101	取用麥克風
S400,108	存取麥克風
S400,115	訪問麥克風
K401,5	photos
M401,13,3
K401,15	names
Q401,22,4
S401,23	相簿
S401,27	相冊
S401,31	圖庫
S401,35	照片圖庫
K401,42	related
Q401,51,7
S401,52	照片
S401,56	圖片
S401,60	儲存
S401,64	保存
S401,68	桌布
S401,72	影片
S401,76	相片
K402,7	does
Q402,13,21
S402,14	儲存照片
S402,20	儲存相片
S402,26	儲存圖片
S402,32	保存照片
S402,38	保存圖片
S402,44	儲存到相簿
S402,51	儲存至相簿
S402,58	存入相簿
S402,64	取用照片
S402,70	存取照片
S402,76	存取相簿
S402,82	取用相簿
S402,88	訪問相簿
S402,94	訪問照片
S402,100	存取照片圖庫
S402,108	取用照片圖庫
S402,116	訪問照片圖庫
S402,124	讀取照片
S402,130	讀取相簿
S402,136	使用相簿
S402,142	使用照片
K403,5	contacts
M403,15,3
K403,17	names
Q403,24,2
S403,25	聯絡人
S403,30	通訊錄
K403,36	related
Q403,45,4
S403,46	好友
S403,50	朋友
S403,54	邀請
S403,58	電話號碼
K404,7	does
Q404,13,7
S404,14	取用聯絡人
S404,21	存取聯絡人
S404,28	讀取聯絡人
S404,35	訪問通訊錄
S404,42	讀取通訊錄
S404,49	存取通訊錄
S404,56	使用通訊錄
K405,5	calendars
M405,16,3
K405,18	names
Q405,25,2
S405,26	行事曆
S405,31	日曆
K405,36	related
Q405,45,5
S405,46	行程
S405,50	事件
S405,54	預約
S405,58	活動
S405,62	預訂
K406,7	does
Q406,13,6
S406,14	取用行事曆
S406,21	存取行事曆
S406,28	讀取行事曆
S406,35	訪問日曆
S406,41	讀取日曆
S406,47	使用行事曆
K407,5	reminders
M407,16,3
K407,18	names
Q407,25,1
S407,26	提醒事項
K407,33	related
Q407,42,3
S407,43	待辦
S407,47	任務
S407,51	提醒
K408,7	does
Q408,13,3
S408,14	取用提醒事項
S408,22	存取提醒事項
S408,30	讀取提醒事項
K409,5	location
M409,15,3
K409,17	names
Q409,24,2
S409,25	位置
S409,29	定位
K409,34	related
Q409,43,7
S409,44	地圖
S409,48	附近
S409,52	導航
S409,56	所在
S409,60	城市
S409,64	天氣
S409,68	路線
K410,7	does
Q410,13,19
S410,14	取得位置
S410,20	取得你的位置
S410,28	取得您的位置
S410,36	取得定位
S410,42	獲取位置
S410,48	獲取你的位置
S410,56	獲取您的位置
S410,64	獲得位置
S410,70	取得目前位置
S410,78	確定位置
S410,84	使用位置
S410,90	使用你的位置
S410,98	使用您的位置
S410,106	取用位置
S410,112	存取位置
S410,118	訪問位置
S410,124	位置資訊
S410,130	位置信息
S410,136	定位
K411,5	bluetooth
M411,16,3
K411,18	names
Q411,25,1
S411,26	藍牙
K411,31	related
Q411,40,5
S411,41	裝置
S411,45	設備
S411,49	配件
S411,53	連接
S411,57	配對
K412,7	does
Q412,13,9
S412,14	使用藍牙
S412,20	取用藍牙
S412,26	存取藍牙
S412,32	訪問藍牙
S412,38	連接藍牙
S412,44	連線藍牙
S412,50	連接藍牙裝置
S412,58	連接藍牙設備
S412,66	搜尋藍牙裝置
K413,5	health
M413,13,3
K413,15	names
Q413,22,2
S413,23	健康資料
S413,29	「健康」
K413,36	related
Q413,45,6
S413,46	運動
S413,50	步數
S413,54	心率
S413,58	睡眠
S413,62	體重
S413,66	血糖
K414,7	does
Q414,13,5
S414,14	讀取健康資料
S414,22	寫入健康資料
S414,30	取用健康資料
S414,38	存取健康資料
S414,46	讀取健康數據
K415,5	face-id
M415,14,3
K415,16	names
Q415,23,2
S415,24	Face ID
S415,33	FaceID
K415,42	related
Q415,51,5
S415,52	解鎖
S415,56	驗證
S415,60	登入
S415,64	身分
S415,68	身份
K416,7	does
Q416,13,7
S416,14	使用 face id
S416,26	身分驗證
S416,32	身份驗證
S416,38	驗證身分
S416,44	驗證身份
S416,50	進行身分驗證
S416,58	進行身份驗證
K417,5	speech-recognition
M417,25,3
K417,27	names
Q417,34,2
S417,35	語音辨識
S417,41	語音識別
K417,48	related
Q417,57,4
S417,58	聽寫
S417,62	轉寫
S417,66	語音
S417,70	轉錄
K418,7	does
Q418,13,6
S418,14	語音辨識
S418,20	語音識別
S418,26	辨識語音
S418,32	識別語音
S418,38	使用語音辨識
S418,46	語音轉文字

"""#
}
