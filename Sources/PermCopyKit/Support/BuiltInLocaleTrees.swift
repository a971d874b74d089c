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
M10,1,12
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
K16,1	settings
M17,3,8
K17,3	app
S17,8	Settings
K18,3	privacy
M18,12,2
K18,14	ios15
S18,21	Privacy
K18,30	ios16
S18,37	Privacy & Security
K19,3	apps
S19,9	Apps
K20,3	precise-location
S20,21	Precise Location
K21,3	allow-notifications
S21,24	Allow Notifications
K22,3	health-all
S22,15	Turn On All
K23,3	screen-time
S23,16	Screen Time
K24,3	content-restrictions
S24,25	Content & Privacy Restrictions
K27,1	your
M27,7,2
K27,9	possessive
S27,21	your 
K27,30	pronoun
S27,39	your
K29,1	list
M29,7,3
K29,9	separator
S29,20	, 
K29,26	and
S29,31	 and 
K29,40	or
S29,44	 or 
K31,1	buttons
M32,3,6
K32,3	open-settings
S32,18	Go to Settings
K33,3	not-now
S33,12	Not Now
K34,3	later
S34,10	Not Now
K35,3	open-now
S35,13	Turn On
K36,3	got-it
S36,11	OK
K37,3	continue
S37,13	Continue
K40,1	alert-buttons
M41,3,10
K41,3	deny
S41,9	Don’t Allow
K42,3	ok
S42,7	OK
K43,3	allow
S43,10	Allow
K44,3	allow-once
S44,15	Allow Once
K45,3	allow-while-using
S45,22	Allow While Using App
K46,3	select-photos
S46,18	Select Photos…
K47,3	allow-all-photos
S47,21	Allow Access to All Photos
K48,3	limit-access
S48,17	Limit Access…
K49,3	allow-full-access
S49,22	Allow Full Access
K50,3	ask-not-to-track
S50,21	Ask App Not to Track
K55,1	permissions
M56,3,42
K56,3	camera
M57,5,3
K57,5	resource
S57,15	camera
K58,5	row
S58,10	Camera
K59,5	alert-title
S59,18	“%@” Would Like to Access the Camera
K60,3	microphone
M61,5,3
K61,5	resource
S61,15	microphone
K62,5	row
S62,10	Microphone
K63,5	alert-title
S63,18	“%@” Would Like to Access the Microphone
K64,3	photo-library
M65,5,5
K65,5	selected
S65,15	the photos you selected
K66,5	resource
S66,15	photo library
K67,5	row
S67,10	Photos
K68,5	choice
M68,13,2
K68,15	ios15
S68,22	All Photos
K68,34	ios17
S68,41	Full Access
K69,5	alert-title
M69,18,2
K69,20	ios15
S69,27	“%@” Would Like to Access Your Photos
K69,66	ios18
S69,73	“%@” would like full access to your Photo Library.
K70,3	photo-library-add
M71,5,4
K71,5	resource
S71,15	photo library
K72,5	row
S72,10	Photos
K73,5	choice
S73,13	Add Photos Only
K74,5	alert-title
S74,18	“%@” Would Like to Add to your Photos
K75,3	contacts
M76,5,5
K76,5	selected
S76,15	the contacts you selected
K77,5	resource
S77,15	contacts
K78,5	row
S78,10	Contacts
K79,5	choice
S79,13	Full Access
K80,5	alert-title
S80,18	“%@” Would Like to Access Your Contacts
K81,3	calendars
M82,5,3
K82,5	resource
S82,15	calendar
K83,5	row
S83,10	Calendars
K84,5	alert-title
S84,18	“%@” Would Like to Access Your Calendar
K85,3	calendars-full-access
M86,5,4
K86,5	resource
S86,15	calendar
K87,5	row
S87,10	Calendars
K88,5	choice
S88,13	Full Access
K89,5	alert-title
S89,18	“%@” Would Like Full Access to Your Calendar
K90,3	calendars-write-only
M91,5,4
K91,5	resource
S91,15	calendar
K92,5	row
S92,10	Calendars
K93,5	choice
S93,13	Add Events Only
K94,5	alert-title
S94,18	“%@” Would Like to Add Events to Your Calendar
K95,3	reminders
M96,5,3
K96,5	resource
S96,15	reminders
K97,5	row
S97,10	Reminders
K98,5	alert-title
S98,18	“%@” Would Like to Access Your Reminders
K99,3	reminders-full-access
M100,5,3
K100,5	resource
S100,15	reminders
K101,5	row
S101,10	Reminders
K102,5	alert-title
S102,18	“%@” Would Like Full Access to Your Reminders
K103,3	location-when-in-use
M104,5,6
K104,5	name
S104,11	Location
K105,5	resource
S105,15	location
K106,5	row
S106,10	Location
K107,5	privacy-row
S107,18	Location Services
K108,5	choice
S108,13	While Using the App
K109,5	alert-title
S109,18	Allow “%@” to use your location?
K110,3	location-always
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
S115,13	Always
K116,5	alert-title
S116,18	Allow “%@” to use your location?
K117,3	location-always-legacy
M118,5,5
K118,5	resource
S118,15	location
K119,5	row
S119,10	Location
K120,5	privacy-row
S120,18	Location Services
K121,5	choice
S121,13	Always
K122,5	alert-title
S122,18	Allow “%@” to access your location even when you are not using the app?
K123,3	location-legacy
M124,5,5
K124,5	resource
S124,15	location
K125,5	row
S125,10	Location
K126,5	privacy-row
S126,18	Location Services
K127,5	choice
S127,13	While Using the App
K128,5	alert-title
S128,18	“%@” Would Like To Use Your Current Location
K129,3	bluetooth
M130,5,3
K130,5	resource
S130,15	Bluetooth
K131,5	row
S131,10	Bluetooth
K132,5	alert-title
S132,18	“%@” Would Like to Use Bluetooth
K133,3	bluetooth-peripheral
M134,5,3
K134,5	resource
S134,15	Bluetooth
K135,5	row
S135,10	Bluetooth
K136,5	alert-title
S136,18	“%@” Would Like to Use Bluetooth
K137,3	bluetooth-while-in-use
M138,5,3
K138,5	resource
S138,15	Bluetooth
K139,5	row
S139,10	Bluetooth
K140,5	alert-title
S140,18	“%@” would like to use Bluetooth while it is in use
K141,3	motion
M142,5,3
K142,5	resource
S142,15	motion and fitness activity
K143,5	row
S143,10	Motion & Fitness
K144,5	alert-title
S144,18	“%@” Would Like to Access Your Motion & Fitness Activity
K145,3	fall-detection
M146,5,3
K146,5	resource
S146,15	fall detection
K147,5	row
S147,10	Fall Detection
K148,5	alert-title
S148,18	“%@” Would Like to Use Fall Detection
K149,3	speech-recognition
M150,5,3
K150,5	resource
S150,15	speech recognition
K151,5	row
S151,10	Speech Recognition
K152,5	alert-title
S152,18	“%@” Would Like to Access Speech Recognition
K153,3	siri
M154,5,3
K154,5	resource
S154,15	Siri
K155,5	row
S155,10	Siri
K156,5	alert-title
S156,18	Would You Like to Use “%@” with Siri?
K157,3	media-library
M158,5,3
K158,5	resource
S158,15	media library
K159,5	row
S159,10	Media & Apple Music
K160,5	alert-title
S160,18	“%@” would like to access Apple Music, your music and video activity, and your media library.
K161,3	homekit
M162,5,3
K162,5	resource
S162,15	Home data
K163,5	row
S163,10	HomeKit
K164,5	alert-title
S164,18	“%@” Would Like to Access Your Home Data
K165,3	health-share
M166,5,3
K166,5	resource
S166,15	Health data
K167,5	row
S167,10	Health
K168,5	alert-title
S168,18	“%@” Would Like to Access Your Health Data
K169,3	health-update
M170,5,3
K170,5	resource
S170,15	Health data
K171,5	row
S171,10	Health
K172,5	alert-title
S172,18	Allow “%@” to update your health data.
K173,3	health-records
M174,5,3
K174,5	resource
S174,15	health records
K175,5	row
S175,10	Health
K176,5	alert-title
S176,18	“%@” Would Like to Access Your Health Records
K177,3	face-id
M178,5,5
K178,5	resource
S178,15	Face ID
K179,5	row
S179,10	Face ID
K180,5	alert-title
S180,18	Do you want to allow “%@” to use Face ID?
K181,5	privacy-parent
S181,21	Face ID & Passcode
K182,5	privacy-row
S182,18	Other Apps
K183,3	nfc
M184,5,3
K184,5	resource
S184,15	NFC reader
K185,5	row
S185,10	NFC
K186,5	alert-title
S186,18	Ready to Scan
K187,3	tracking
M188,5,5
K188,5	name
S188,11	Tracking
K189,5	resource
S189,15	activity across other companies’ apps and websites
K190,5	row
S190,10	Allow Tracking
K191,5	privacy-row
S191,18	Tracking
K192,5	alert-title
S192,18	Allow “%@” to track your activity across other companies’ apps and websites?
K193,3	local-network
M194,5,3
K194,5	resource
S194,15	local network
K195,5	row
S195,10	Local Network
K196,5	alert-title
S196,18	“%@” would like to find and connect to devices on your local network
K197,3	focus-status
M198,5,3
K198,5	resource
S198,15	Focus status
K199,5	row
S199,10	Focus
K200,5	alert-title
S200,18	“%@” Would Like to Access Your Focus Status
K201,3	nearby-interaction
M202,5,3
K202,5	resource
S202,15	nearby devices
K203,5	row
S203,10	Nearby Interactions
K204,5	alert-title
S204,18	“%@” Would Like to Find and Interact with Nearby Devices
K205,3	nearby-interaction-allow-once
M206,5,3
K206,5	resource
S206,15	nearby devices
K207,5	row
S207,10	Nearby Interactions
K208,5	alert-title
S208,18	“%@” Would Like to Find and Interact with Nearby Devices
K209,3	tv-provider
M210,5,3
K210,5	resource
S210,15	TV provider account
K211,5	row
S211,10	TV Provider
K212,5	alert-title
S212,18	“%@” Would Like to Access Your TV Provider Account
K213,3	sensorkit
M214,5,3
K214,5	resource
S214,15	research sensor and usage data
K215,5	row
S215,10	Research Sensor & Usage Data
K216,5	alert-title
S216,18	“%@” Would Like to Access Research Sensor & Usage Data
K217,3	identity
M218,5,3
K218,5	resource
S218,15	ID in Wallet
K219,5	row
S219,10	Wallet
K220,5	alert-title
S220,18	“%@” Would Like to Verify Your Identity
K221,3	gamekit-friends
M222,5,3
K222,5	resource
S222,15	Game Center friends
K223,5	row
S223,10	Game Center Friends
K224,5	alert-title
S224,18	“%@” Would Like to Access Your Game Center Friends
K225,3	financial-data
M226,5,3
K226,5	resource
S226,15	financial data
K227,5	row
S227,10	Wallet
K228,5	alert-title
S228,18	“%@” Would Like to Access Your Financial Data
K229,3	critical-messaging
M230,5,3
K230,5	resource
S230,15	critical messages
K231,5	row
S231,10	Critical Messages
K232,5	alert-title
S232,18	“%@” Would Like to Send Critical Messages
K233,3	alarmkit
M234,5,3
K234,5	resource
S234,15	alarms
K235,5	row
S235,10	Alarms & Timers
K236,5	alert-title
S236,18	“%@” Would Like to Schedule Alarms and Timers
K237,3	voip
M238,5,3
K238,5	resource
S238,15	VoIP calls
K239,5	row
S239,10	VoIP
K240,5	alert-title
S240,18	“%@” Would Like to Receive VoIP Calls in the Background
K241,3	notifications
M242,5,3
K242,5	resource
S242,15	notifications
K243,5	row
S243,10	Notifications
K244,5	alert-title
S244,18	“%@” Would Like to Send You Notifications
K247,1	rules
M248,3,21
K248,3	script
S248,11	latin
K249,3	full-stops
Q249,15,3
S249,16	.
S249,21	!
S249,26	?
K250,3	closing-marks
Q250,18,4
S250,19	”
S250,24	’
S250,29	)
S250,34	"
K256,3	restating-hints
Q256,20,20
S256,21	need
S256,27	require
S256,36	want
S256,42	would like
S256,54	access
S256,62	permission
S256,74	allow
S256,81	grant
S256,88	enable
S256,96	give
S257,5	 not 
S257,14	n't 
S257,22	never
S257,29	plugin
S257,37	sdk
S257,42	library
S257,51	framework
S257,62	module
S257,70	package
S257,79	dependency
K259,3	restating-short-hints
Q259,26,3
S259,27	access
S259,35	use
S259,40	permission
K260,3	restating
Q261,5,10
S261,7	\\b(needs?|requires?|wants?|would like)( to)?( (get|have|use|access))?( your| the)?( (?!to\\b)\\w+){0,3}? (access|permission)s?\\b
S262,7	\\b(needs?|requires?|wants?|would like) (to )?(access|use)( to)?( your| the)?( \\w+){0,2}?\\b
S263,7	\\b(allow|grant|enable|give) (\\w+ )?(access|permission)( to)?( your| the)?( \\w+){0,2}?\\b
S264,7	^(access|permission) (to|for)( your| the)?( \\w+){0,3}[.!]?$
S265,7	^(to )?(access|use)( your| the)?( \\w+){0,3}[.!]?$
S267,7	\\b(whether to )?(please )?(allow|let) (\\w+ ){0,2}(to )?(access|use)( your| the)?( \\w+){0,2}?[.!?]?$
S269,7	\\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \\w+){0,2}?)?\\b
S271,7	\\b(does not|doesn't|do not|don't|will not|won't|never) (use|access|need|require|record|collect)( any| the| your)?( \\w+){0,2}?\\b
S272,7	\\b(access|permission)s? (is |are )?(required|needed|necessary)\\b
S274,7	\\b(for|by|in) (the |this |a |our )?([\\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\\b
K277,3	passive
Q278,5,1
S278,7	\\b(is|are|will be|would be|may be|might be|can be|could be|gets|get|being|been) (only |also |then )?(used|collected|shared|accessed|processed|analy[sz]ed|tracked)( only)? (to|for|in order to)\\b
K281,3	passive-hints
Q281,18,8
S281,19	used
S281,25	collected
S281,36	shared
S281,44	accessed
S281,54	processed
S281,65	analyzed
S281,75	analysed
S281,85	tracked
K282,3	passive-agents
Q282,19,6
S282,20	 we 
S282,28	 we'
S282,36	 our 
S282,45	 us 
S282,53	 uses 
S282,63	 use 
K283,3	reason-markers
Q283,19,24
S283,20	 to 
S283,28	 so 
S283,36	 for 
S283,45	because
S283,56	 when 
S283,66	 while 
S283,77	 lets 
S283,87	 allows 
S284,5	 helps 
S284,16	 by 
S284,24	 in order
S284,37	e.g.
S284,45	for example
S284,60	such as
S284,71	 used 
S284,81	 uses 
S284,91	 if 
S285,5	 can 
S285,14	(
S285,19	 from 
S285,29	 into 
S285,39	 with 
S285,49	 on 
S285,57	 in 
K288,3	no-reason-words
Q288,20,78
S288,21	this
S288,27	that
S288,33	these
S288,40	app
S288,45	application
S288,58	the
S288,63	a
S288,66	an
S288,70	your
S288,76	you
S288,81	we
S288,85	us
S288,89	our
S288,94	it
S288,98	its
S288,103	is
S288,107	are
S288,112	be
S288,116	been
S288,122	will
S288,128	would
S288,135	could
S288,142	like
S288,148	want
S288,154	wants
S288,161	need
S288,167	needs
S288,174	needed
S288,182	require
S288,191	requires
S288,201	required
S288,211	necessary
S288,222	access
S288,230	permission
S288,242	permissions
S288,255	allow
S288,262	allows
S288,270	let
S288,275	lets
S288,281	please
S288,289	grant
S288,296	enable
S288,304	give
S288,310	get
S288,315	consent
S288,324	use
S288,329	uses
S288,335	used
S288,341	using
S288,348	to
S288,352	for
S288,357	in
S288,361	of
S288,365	and
S288,370	or
S288,374	with
S288,380	on
S288,384	by
S288,388	from
S288,394	so
S288,398	can
S288,403	may
S288,408	only
S288,414	some
S288,420	certain
S288,429	feature
S288,438	features
S288,448	function
S288,458	functions
S288,469	functionality
S288,484	properly
S288,494	correctly
S288,505	work
S288,511	works
S288,518	working
S288,527	information
S288,540	info
S288,546	data
K289,3	vague-phrases
Q289,18,19
S289,19	better experience
S289,38	improve your experience
S289,63	enhance your experience
S290,5	best experience
S290,22	improved experience
S290,43	better user experience
S290,67	optimal experience
S291,5	better service
S291,21	improve our service
S291,42	improve our services
S291,64	enhance the app
S292,5	best … experience
S292,24	make the app … better
S292,47	enhance … experience
S292,69	improve … experience
S293,5	better … experience
S293,26	more personalized experience
S293,56	better search result
S293,78	better ads
K294,3	placeholders
Q294,17,8
S294,18	TODO
S294,24	TBD
S294,29	FIXME
S294,36	XXX
S294,41	lorem ipsum
S294,54	placeholder text
S294,72	translate me
S294,86	$(
K296,3	placeholder-values
Q296,23,13
S296,24	yes
S296,29	no
S296,33	none
S296,39	n/a
S296,46	description
S296,59	usage description
S296,78	purpose
S296,87	text
S296,93	string
S296,101	value
S296,108	test
S296,114	-
S296,119	...
K298,3	doubled-words
Q298,18,17
S298,19	the
S298,24	a
S298,27	an
S298,31	to
S298,35	of
S298,39	your
S298,45	you
S298,50	in
S298,54	on
S298,58	for
S298,63	and
S298,68	with
S298,74	is
S298,78	will
S298,84	can
S298,89	this
S298,95	that's
K301,3	read-words
Q301,15,28
S301,16	choose
S301,24	choosing
S301,34	pick
S301,40	picking
S301,49	select
S301,57	selecting
S301,68	load
S301,74	loading
S301,83	upload
S301,91	uploading
S301,102	attach
S301,110	attaching
S301,121	send
S301,127	sending
S301,136	share
S301,143	sharing
S301,152	browse
S301,160	browsing
S301,170	view
S301,176	viewing
S301,185	import
S301,193	importing
S301,204	read
S301,210	reading
S301,219	identify
S301,229	set as
S301,237	use your
S301,247	using your
K302,3	write-words
Q302,16,6
S302,17	save
S302,23	saving
S302,31	export
S302,39	exporting
S302,50	write
S302,57	writing
K304,3	apple-names
M305,5,2
K305,5	FaceID
S305,13	Face ID
K306,5	TouchID
S306,14	Touch ID
K307,3	min-columns
S307,16	20
K308,3	max-columns
S308,16	200
K309,3	resources
M310,5,11
K310,5	camera
M310,13,3
K310,15	names
Q310,22,1
S310,23	camera
K310,32	related
Q310,41,8
S310,42	photo
S310,49	picture
S310,58	video
S310,65	scan
S310,71	QR
S310,75	selfie
S310,83	record
S310,91	film
K311,7	does
Q311,13,21
S311,14	take photos
S311,27	take a photo
S311,41	take photo
S311,53	take pictures
S311,68	take a picture
S311,84	take picture
S311,98	take videos
S311,111	take a video
S311,125	take photos and videos
S311,149	record video
S311,163	record videos
S311,178	record a video
S311,194	capture photos
S311,210	capture a photo
S311,227	capture images
S311,243	capture video
S311,258	capture videos
S311,274	use the camera
S311,290	use your camera
S311,307	access the camera
S311,326	access your camera
K312,5	microphone
M312,17,3
K312,19	names
Q312,26,1
S312,27	microphone
K312,40	related
Q312,49,8
S312,50	record
S312,58	voice
S312,65	audio
S312,72	sound
S312,79	speak
S312,86	talk
S312,92	call
S312,98	dictat
K313,7	does
Q313,13,12
S313,14	record audio
S313,28	record sound
S313,42	record sounds
S313,57	record your voice
S313,76	record voice
S313,90	capture audio
S313,105	capture sound
S313,120	audio recording
S313,137	use the microphone
S313,157	use your microphone
S313,178	access the microphone
S313,201	access your microphone
K314,5	photos
M314,13,3
K314,15	names
Q314,22,3
S314,23	photo library
S314,38	photo album
S314,51	camera roll
K314,65	related
Q314,74,6
S314,75	photo
S314,82	picture
S314,91	image
S314,98	save
S314,104	video
S314,111	wallpaper
K315,7	does
Q315,13,13
S315,14	access photos
S315,29	access your photos
S315,49	access the photo library
S315,75	access your photo library
S315,102	save photos
S315,115	save images
S315,128	save pictures
S315,143	save videos
S315,156	save photos and videos
S315,180	save to your photo library
S315,208	save to the photo library
S315,235	use your photos
S315,252	use the photo library
K316,5	contacts
M316,15,3
K316,17	names
Q316,24,2
S316,25	contacts
S316,35	address book
K316,50	related
Q316,59,4
S316,60	friend
S316,68	people
S316,76	invite
S316,84	phone number
K317,7	does
Q317,13,5
S317,14	access your contacts
S317,36	access contacts
S317,53	read your contacts
S317,73	read contacts
S317,88	use your contacts
K318,5	calendars
M318,16,3
K318,18	names
Q318,25,1
S318,26	calendar
K318,37	related
Q318,46,4
S318,47	event
S318,54	schedule
S318,64	booking
S318,73	appointment
K319,7	does
Q319,13,5
S319,14	access your calendar
S319,36	access your calendars
S319,59	access the calendar
S319,80	read your calendar
S319,100	read your calendars
K320,5	reminders
M320,16,3
K320,18	names
Q320,25,1
S320,26	reminders
K320,38	related
Q320,47,3
S320,48	to-do
S320,55	task
S320,61	remind
K321,7	does
Q321,13,2
S321,14	access your reminders
S321,37	read your reminders
K322,5	location
M322,15,3
K322,17	names
Q322,24,2
S322,25	location
S322,35	GPS
K322,41	related
Q322,50,7
S322,51	map
S322,56	nearby
S322,64	where
S322,71	city
S322,77	route
S322,84	direction
S322,95	weather
K323,7	does
Q323,13,11
S323,14	get your location
S323,33	get your current location
S323,60	get location
S323,74	obtain your location
S323,96	know your location
S323,116	know where you are
S323,136	determine your location
S323,161	find your location
S323,181	access your location
S323,203	use your location
S323,222	use location
K324,5	bluetooth
M324,16,3
K324,18	names
Q324,25,1
S324,26	Bluetooth
K324,38	related
Q324,47,4
S324,48	device
S324,56	accessor
S324,66	connect
S324,75	pair
K325,7	does
Q325,13,6
S325,14	use bluetooth
S325,29	access bluetooth
S325,47	connect to bluetooth
S325,69	connect to bluetooth devices
S325,99	discover bluetooth devices
S325,127	scan for bluetooth devices
K326,5	health
M326,13,3
K326,15	names
Q326,22,2
S326,23	Health app
S326,35	health data
K326,49	related
Q326,58,7
S326,59	workout
S326,68	step
S326,74	heart
S326,81	sleep
S326,88	weight
S326,96	glucose
S326,105	insulin
K327,7	does
Q327,13,5
S327,14	read your health data
S327,37	read health data
S327,55	write health data
S327,74	access your health data
S327,99	access health data
K328,5	face-id
M328,14,3
K328,16	names
Q328,23,2
S328,24	Face ID
S328,33	FaceID
K328,42	related
Q328,51,5
S328,52	unlock
S328,60	authenticat
S328,73	sign in
S328,82	log in
S328,90	verify
K329,7	does
Q329,13,5
S329,14	use face id
S329,27	authenticate with face id
S329,54	authenticate you
S329,72	authenticate
S329,86	authentication
K330,5	speech-recognition
M330,25,3
K330,27	names
Q330,34,1
S330,35	speech recognition
K330,56	related
Q330,65,4
S330,66	dictat
S330,74	transcri
S330,84	voice
S330,91	speech
K331,7	does
Q331,13,6
S331,14	recognize speech
S331,32	recognise speech
S331,50	transcribe speech
S331,69	use speech recognition
S331,93	speech recognition
S331,113	speech to text

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
K69,28	ios17
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
S162,10	HomeKit
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
M247,3,27
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
K279,3	passive-hints
Q279,18,4
S279,19	用于
S279,23	用来
S279,27	用於
S279,31	用來
K280,3	passive-agents
Q280,19,3
S280,20	我们
S280,24	我們
S280,28	本公司
K282,3	passive-negations
S282,22	不未非绝絕
K283,3	reason-markers
Q283,19,24
S283,20	以便
S283,24	用于
S283,28	用来
S283,32	为了
S283,36	以
S283,39	来
S283,42	可以
S283,46	让你
S283,50	让您
S283,54	便于
S283,58	方便
S283,62	从而
S283,66	帮助
S283,70	例如
S283,74	比如
S284,5	如
S284,8	当
S284,11	时
S284,14	才能
S284,18	进行
S284,22	后，
S284,26	用作
S284,30	将
S284,33	把
K287,3	no-reason-words
Q287,20,65
S287,21	到
S287,24	至
S287,27	此应用程序
S287,34	此应用程式
S287,41	应用程序
S287,47	应用程式
S287,53	本应用
S287,58	此应用
S287,63	该应用
S287,68	应用
S287,72	app
S287,77	我们
S287,81	你的
S287,85	您的
S287,89	你
S287,92	您
S287,95	的
S287,98	需要
S287,102	想要
S287,106	希望
S287,110	请
S287,113	允许
S287,117	授权
S287,121	同意
S287,125	权限
S287,129	许可
S287,133	访问
S287,137	使用
S287,141	获取
S287,145	获得
S287,149	存取
S287,153	取用
S287,157	开启
S287,161	打开
S287,165	才能
S287,169	以便
S287,173	用于
S287,177	用来
S287,181	以
S287,184	来
S287,187	进行
S287,191	功能
S287,195	相关
S287,199	正常
S287,203	某些
S287,207	部分
S287,211	此
S287,214	本
S287,217	该
S287,220	会
S287,223	将
S287,226	可以
S287,230	可
S287,233	能
S287,236	要
S287,239	和
S287,242	及
S287,245	与
S287,248	或
S287,251	并
S287,254	这
S287,257	被
S287,260	为
S287,263	信息
S287,267	数据
K288,3	vague-phrases
Q288,18,18
S288,19	更好的体验
S288,26	更好地体验
S288,33	提升体验
S288,39	提升用户体验
S288,47	优化体验
S288,53	更佳体验
S288,59	最佳体验
S288,65	更好的服务
S289,5	提供更好
S289,11	更优质的服务
S289,19	改善体验
S289,25	更流畅的体验
S289,33	最佳…体验
S289,40	最好…体验
S289,47	提升…体验
S289,54	更好…体验
S289,61	优化…体验
S289,68	改善…体验
K290,3	placeholders
Q290,17,14
S290,18	TODO
S290,24	TBD
S290,29	FIXME
S290,36	XXX
S290,41	lorem ipsum
S290,54	待定
S290,58	待翻译
S290,63	待翻譯
S290,68	待补充
S290,73	待補充
S290,78	占位
S290,82	此处填写
S290,88	翻译中
S290,93	$(
K292,3	placeholder-values
Q292,23,11
S292,24	是
S292,27	否
S292,30	无
S292,33	描述
S292,37	说明
S292,41	用途说明
S292,47	权限说明
S292,53	使用说明
S292,59	文本
S292,63	测试
S292,67	允许
K294,3	doubled-words
Q294,18,13
S294,19	的
S294,22	你的
S294,26	您的
S294,30	我们的
S294,35	你
S294,38	您
S294,41	在
S294,44	是
S294,47	和
S294,50	与
S294,53	把
S294,56	将
S294,59	了
K296,3	read-words
Q296,15,12
S296,16	选择
S296,20	选取
S296,24	上传
S296,28	分享
S296,32	发送
S296,36	浏览
S296,40	查看
S296,44	读取
S296,48	导入
S296,52	识别
S296,56	使用你的
S296,62	使用您的
K297,3	write-words
Q297,16,6
S297,17	保存
S297,21	存储
S297,25	储存
S297,29	存入
S297,33	导出
S297,37	写入
K299,3	apple-names
M300,5,4
K300,5	Face ID
S300,14	面容 ID
K301,5	FaceID
S301,13	面容 ID
K302,5	Touch ID
S302,15	触控 ID
K303,5	TouchID
S303,14	触控 ID
K306,3	regional-terms
M307,5,14
K307,5	存取
S307,9	访问
K308,5	联络人
S308,10	联系人
K309,5	聯絡人
S309,10	联系人
K310,5	汇入
S310,9	导入
K311,5	匯入
S311,9	导入
K312,5	汇出
S312,9	导出
K313,5	匯出
S313,9	导出
K314,5	应用程式
S314,11	应用
K315,5	應用程式
S315,11	应用
K316,5	使用者
S316,10	用户
K317,5	位址
S317,9	地址
K318,5	登入
S318,9	登录
K319,5	软体
S319,9	软件
K320,5	軟體
S320,9	软件
K321,3	min-columns
S321,16	12
K322,3	max-columns
S322,16	140
K323,3	pronouns
Q323,13,2
S323,14	你
S323,17	您
K325,3	also-wrong-script
S325,22	後夥徵摺菸麽箝麴於
K326,3	resources
M327,5,11
K327,5	camera
M327,13,3
K327,15	names
Q327,22,3
S327,23	相机
S327,27	摄像头
S327,32	镜头
K327,37	related
Q327,46,11
S327,47	拍照
S327,51	拍摄
S327,55	扫描
S327,59	扫码
S327,63	二维码
S327,68	QR
S327,72	视频
S327,76	录像
S327,80	照片
S327,84	自拍
S327,88	录制
K328,7	does
Q328,13,17
S328,14	拍照
S328,18	拍摄照片和视频
S328,27	拍摄照片或视频
S328,36	拍照和录像
S328,43	拍照或录像
S328,50	拍照片
S328,55	拍摄照片
S328,61	拍摄视频
S328,67	拍视频
S328,72	拍摄
S328,76	录像
S328,80	录影
S328,84	录制视频
S328,90	使用相机
S328,96	使用摄像头
S328,103	访问相机
S328,109	访问摄像头
K329,5	microphone
M329,17,3
K329,19	names
Q329,26,2
S329,27	麦克风
S329,32	话筒
K329,37	related
Q329,46,6
S329,47	录音
S329,51	语音
S329,55	声音
S329,59	通话
S329,63	录制
S329,67	说话
K330,7	does
Q330,13,11
S330,14	录音
S330,18	录制音频
S330,24	录制声音
S330,30	录制语音
S330,36	采集声音
S330,42	采集音频
S330,48	捕获音频
S330,54	声音采集
S330,60	收音
S330,64	使用麦克风
S330,71	访问麦克风
K331,5	photos
M331,13,3
K331,15	names
Q331,22,3
S331,23	相册
S331,27	图库
S331,31	照片图库
K331,38	related
Q331,47,7
S331,48	照片
S331,52	图片
S331,56	保存
S331,60	存储
S331,64	壁纸
S331,68	视频
S331,72	相片
K332,7	does
Q332,13,14
S332,14	保存照片
S332,20	保存图片
S332,26	保存到相册
S332,33	保存至相册
S332,40	存储照片
S332,46	储存照片
S332,52	访问相册
S332,58	访问照片
S332,64	访问照片图库
S332,72	访问图库
S332,78	读取照片
S332,84	读取相册
S332,90	使用相册
S332,96	使用照片
K333,5	contacts
M333,15,3
K333,17	names
Q333,24,2
S333,25	通讯录
S333,30	联系人
K333,36	related
Q333,45,4
S333,46	好友
S333,50	朋友
S333,54	邀请
S333,58	电话号码
K334,7	does
Q334,13,5
S334,14	访问通讯录
S334,21	读取通讯录
S334,28	访问联系人
S334,35	读取联系人
S334,42	使用通讯录
K335,5	calendars
M335,16,3
K335,18	names
Q335,25,1
S335,26	日历
K335,31	related
Q335,40,5
S335,41	日程
S335,45	事件
S335,49	预约
S335,53	活动
S335,57	预订
K336,7	does
Q336,13,3
S336,14	访问日历
S336,20	读取日历
S336,26	使用日历
K337,5	reminders
M337,16,3
K337,18	names
Q337,25,1
S337,26	提醒事项
K337,33	related
Q337,42,3
S337,43	待办
S337,47	任务
S337,51	提醒
K338,7	does
Q338,13,2
S338,14	访问提醒事项
S338,22	读取提醒事项
K339,5	location
M339,15,3
K339,17	names
Q339,24,2
S339,25	位置
S339,29	定位
K339,34	related
Q339,43,7
S339,44	地图
S339,48	附近
S339,52	导航
S339,56	所在
S339,60	城市
S339,64	天气
S339,68	路线
K340,7	does
Q340,13,13
S340,14	获取位置
S340,20	获取你的位置
S340,28	获取您的位置
S340,36	获取定位
S340,42	获得位置
S340,48	获取当前位置
S340,56	确定位置
S340,62	使用位置
S340,68	使用你的位置
S340,76	使用您的位置
S340,84	访问位置
S340,90	位置信息
S340,96	定位
K341,5	bluetooth
M341,16,3
K341,18	names
Q341,25,1
S341,26	蓝牙
K341,31	related
Q341,40,4
S341,41	设备
S341,45	配件
S341,49	连接
S341,53	配对
K342,7	does
Q342,13,5
S342,14	使用蓝牙
S342,20	访问蓝牙
S342,26	连接蓝牙
S342,32	连接蓝牙设备
S342,40	搜索蓝牙设备
K343,5	health
M343,13,3
K343,15	names
Q343,22,2
S343,23	健康数据
S343,29	“健康”
K343,36	related
Q343,45,6
S343,46	运动
S343,50	步数
S343,54	心率
S343,58	睡眠
S343,62	体重
S343,66	血糖
K344,7	does
Q344,13,3
S344,14	读取健康数据
S344,22	写入健康数据
S344,30	访问健康数据
K345,5	face-id
M345,14,3
K345,16	names
Q345,23,3
S345,24	面容 ID
S345,31	Face ID
S345,40	FaceID
K345,49	related
Q345,58,4
S345,59	解锁
S345,63	验证
S345,67	登录
S345,71	身份
K346,7	does
Q346,13,5
S346,14	使用面容 id
S346,23	使用 face id
S346,35	身份验证
S346,41	验证身份
S346,47	进行身份验证
K347,5	speech-recognition
M347,25,3
K347,27	names
Q347,34,1
S347,35	语音识别
K347,42	related
Q347,51,4
S347,52	听写
S347,56	转写
S347,60	语音
S347,64	转录
K348,7	does
Q348,13,4
S348,14	语音识别
S348,20	识别语音
S348,26	使用语音识别
S348,34	语音转文字

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
K69,28	ios17
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
M247,3,30
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
K277,3	passive-hints
Q277,18,4
S277,19	用於
S277,23	用來
S277,27	用于
S277,31	用来
K278,3	passive-agents
Q278,19,3
S278,20	我們
S278,24	我们
S278,28	本公司
K280,3	passive-negations
S280,22	不未非絕绝
K281,3	reason-markers
Q281,19,24
S281,20	以便
S281,24	用於
S281,28	用來
S281,32	為了
S281,36	以
S281,39	來
S281,42	可以
S281,46	讓你
S281,50	讓您
S281,54	便於
S281,58	方便
S281,62	從而
S281,66	幫助
S281,70	例如
S281,74	比如
S282,5	如
S282,8	當
S282,11	時
S282,14	才能
S282,18	進行
S282,22	後，
S282,26	用作
S282,30	將
S282,33	把
K285,3	no-reason-words
Q285,20,68
S285,21	到
S285,24	至
S285,27	此應用程式
S285,34	此應用程序
S285,41	應用程式
S285,47	應用程序
S285,53	本應用
S285,58	此應用
S285,63	該應用
S285,68	應用
S285,72	app
S285,77	我們
S285,81	你的
S285,85	您的
S285,89	你
S285,92	您
S285,95	的
S285,98	需要
S285,102	想要
S285,106	希望
S285,110	請
S285,113	允許
S285,117	授權
S285,121	同意
S285,125	權限
S285,129	許可
S285,133	取用
S285,137	存取
S285,141	使用
S285,145	取得
S285,149	獲取
S285,153	獲得
S285,157	訪問
S285,161	開啟
S285,165	打開
S285,169	才能
S285,173	以便
S285,177	用於
S285,181	用來
S285,185	以
S285,188	來
S285,191	進行
S285,195	功能
S285,199	相關
S285,203	正常
S285,207	某些
S285,211	部分
S285,215	此
S285,218	本
S285,221	該
S285,224	會
S285,227	將
S285,230	可以
S285,234	可
S285,237	能
S285,240	要
S285,243	和
S285,246	及
S285,249	與
S285,252	或
S285,255	並
S285,258	這
S285,261	被
S285,264	為
S285,267	資訊
S285,271	資料
S285,275	信息
S285,279	數據
K286,3	vague-phrases
Q286,18,18
S286,19	更好的體驗
S286,26	更好地體驗
S286,33	提升體驗
S286,39	提升使用者體驗
S286,48	優化體驗
S286,54	更佳體驗
S286,60	最佳體驗
S286,66	更好的服務
S287,5	提供更好
S287,11	更優質的服務
S287,19	改善體驗
S287,25	更流暢的體驗
S287,33	最佳…體驗
S287,40	最好…體驗
S287,47	提升…體驗
S287,54	更好…體驗
S287,61	優化…體驗
S287,68	改善…體驗
K288,3	placeholders
Q288,17,13
S288,18	TODO
S288,24	TBD
S288,29	FIXME
S288,36	XXX
S288,41	lorem ipsum
S288,54	待定
S288,58	待翻譯
S288,63	待翻译
S288,68	待補充
S288,73	佔位
S288,77	此處填寫
S288,83	翻譯中
S288,88	$(
K290,3	placeholder-values
Q290,23,11
S290,24	是
S290,27	否
S290,30	無
S290,33	描述
S290,37	說明
S290,41	用途說明
S290,47	權限說明
S290,53	使用說明
S290,59	文字
S290,63	測試
S290,67	允許
K292,3	doubled-words
Q292,18,13
S292,19	的
S292,22	你的
S292,26	您的
S292,30	我們的
S292,35	你
S292,38	您
S292,41	在
S292,44	是
S292,47	和
S292,50	與
S292,53	把
S292,56	將
S292,59	了
K294,3	read-words
Q294,15,13
S294,16	選擇
S294,20	選取
S294,24	上傳
S294,28	分享
S294,32	傳送
S294,36	瀏覽
S294,40	檢視
S294,44	查看
S294,48	讀取
S294,52	匯入
S294,56	辨識
S294,60	使用你的
S294,66	使用您的
K295,3	write-words
Q295,16,5
S295,17	儲存
S295,21	保存
S295,25	存入
S295,29	匯出
S295,33	寫入
K297,3	apple-names
M298,5,6
K298,5	面容 ID
S298,12	Face ID
K299,5	面容ID
S299,11	Face ID
K300,5	觸控 ID
S300,12	Touch ID
K301,5	觸控ID
S301,11	Touch ID
K302,5	FaceID
S302,13	Face ID
K303,5	TouchID
S303,14	Touch ID
K304,3	min-columns
S304,16	12
K305,3	max-columns
S305,16	140
K306,3	pronouns
Q306,13,2
S306,14	你
S306,17	您
K310,3	also-wrong-script
S310,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K313,3	regional-terms
M314,5,54
K314,5	訪問
S314,9	取用
K315,5	視頻
S315,9	影片
K316,5	用戶
S316,9	使用者
K317,5	信息
S317,9	資訊
K318,5	默認
S318,9	預設
K319,5	網絡
S319,9	網路
K320,5	軟件
S320,9	軟體
K321,5	硬件
S321,9	硬體
K322,5	設置
S322,9	設定
K323,5	數據
S323,9	資料
K324,5	設備
S324,9	裝置
K325,5	獲取
S325,9	取得
K326,5	攝像頭
S326,10	相機
K327,5	相冊
S327,9	相簿
K328,5	屏幕
S328,9	螢幕
K329,5	鼠標
S329,9	滑鼠
K330,5	內存
S330,9	記憶體
K331,5	登錄
S331,9	登入
K332,5	短信
S332,9	簡訊
K333,5	個性化
S333,10	個人化
K334,5	質量
S334,9	品質
K335,5	激活
S335,9	啟用
K336,5	服務器
S336,10	伺服器
K337,5	緩存
S337,9	快取
K338,5	二維碼
S338,10	QR 碼
K339,5	實時
S339,9	即時
K340,5	在線
S340,9	線上
K341,5	賬號
S341,9	帳號
K342,5	賬戶
S342,9	帳號
K343,5	菜單
S343,9	選單
K344,5	界面
S344,9	介面
K345,5	運行
S345,9	執行
K346,5	兼容
S346,9	相容
K347,5	搜索
S347,9	搜尋
K348,5	粘貼
S348,9	貼上
K349,5	打印
S349,9	列印
K350,5	刷新
S350,9	重新整理
K351,5	導出
S351,9	匯出
K352,5	導入
S352,9	匯入
K353,5	咪高風
S353,10	麥克風
K354,5	咪高峰
S354,10	麥克風
K355,5	後台
S355,9	背景
K356,5	應用程序
S356,11	應用程式
K357,5	當前
S357,9	目前
K358,5	添加
S358,9	新增
K359,5	保存
S359,9	儲存
K360,5	許可權
S360,10	權限
K361,5	本地網路
S361,11	區域網路
K362,5	位置訊息
S362,11	位置資訊
K363,5	音頻
S363,9	音訊
K364,5	插件
S364,9	外掛程式
K365,5	語音識別
S365,11	語音辨識
K366,5	人臉識別
S366,11	臉部辨識
K367,5	文字消息
S367,11	文字訊息
K369,3	regional-exceptions
Q369,24,2
S369,25	行動數據
S369,31	數據機
K375,3	colloquial-terms
M376,5,26
K376,5	佢哋
S376,9	他們
K377,5	我哋
S377,9	我們
K378,5	你哋
S378,9	你們
K379,5	而家
S379,9	現在
K380,5	邊度
S380,9	哪裡
K381,5	點樣
S381,9	怎樣
K382,5	影相
S382,9	拍照
K383,5	同埋
S383,9	以及
K384,5	嘅
S384,8	的
K385,5	咗
S385,8	了
K386,5	唔
S386,8	不
K387,5	冇
S387,8	沒有
K388,5	佢
S388,8	他
K389,5	喺
S389,8	在
K390,5	嘢
S390,8	東西
K391,5	啲
S391,8	些
K392,5	睇
S392,8	看
K393,5	嚟
S393,8	來
K394,5	嗰
S394,8	那
K395,5	噉
S395,8	這樣
K396,5	咁
S396,8	這麼
K397,5	攞
S397,8	拿
K398,5	諗
S398,8	想
K399,5	搵
S399,8	找
K400,5	畀
S400,8	給
K401,5	哋
S401,8	們
K402,3	draft-corrections
M403,5,3
K403,5	許可權
S403,10	權限
K404,5	訪問
S404,9	取用
K405,5	存取
S405,9	取用
K406,3	resources
M407,5,11
K407,5	camera
M407,13,3
K407,15	names
Q407,22,4
S407,23	相機
S407,27	攝像頭
S407,32	攝影機
S407,37	鏡頭
K407,42	related
Q407,51,11
S407,52	拍照
S407,56	拍攝
S407,60	掃描
S407,64	掃碼
S407,68	條碼
S407,72	QR
S407,76	影片
S407,80	錄影
S407,84	照片
S407,88	自拍
S407,92	錄製
K408,7	does
Q408,13,21
S408,14	拍照
S408,18	拍攝照片和影片
S408,27	拍攝照片或影片
S408,36	拍照和錄影
S408,43	拍照或錄影
S408,50	拍照片
S408,55	拍攝照片
S408,61	拍攝影片
S408,67	拍攝視頻
S408,73	拍影片
S408,78	拍攝
S408,82	錄影
S408,86	錄像
S408,90	錄製影片
S408,96	錄製視頻
S408,102	使用相機
S408,108	使用攝像頭
S408,115	使用攝影機
S408,122	取用相機
S408,128	存取相機
S408,134	訪問相機
K409,5	microphone
M409,17,3
K409,19	names
Q409,26,3
S409,27	麥克風
S409,32	咪高風
S409,37	咪高峰
K409,43	related
Q409,52,6
S409,53	錄音
S409,57	語音
S409,61	聲音
S409,65	通話
S409,69	錄製
S409,73	說話
K410,7	does
Q410,13,18
S410,14	錄音
S410,18	錄製音訊
S410,24	錄製音頻
S410,30	錄製聲音
S410,36	錄製語音
S410,42	擷取聲音
S410,48	擷取音訊
S410,54	採集聲音
S410,60	採集音頻
S410,66	捕獲音頻
S410,72	捕獲音訊
S410,78	聲音擷取
S410,84	聲音採集
S410,90	收音
S410,94	使用麥克風
S410,101	取用麥克風
S410,108	存取麥克風
S410,115	訪問麥克風
K411,5	photos
M411,13,3
K411,15	names
Q411,22,4
S411,23	相簿
S411,27	相冊
S411,31	圖庫
S411,35	照片圖庫
K411,42	related
Q411,51,7
S411,52	照片
S411,56	圖片
S411,60	儲存
S411,64	保存
S411,68	桌布
S411,72	影片
S411,76	相片
K412,7	does
Q412,13,21
S412,14	儲存照片
S412,20	儲存相片
S412,26	儲存圖片
S412,32	保存照片
S412,38	保存圖片
S412,44	儲存到相簿
S412,51	儲存至相簿
S412,58	存入相簿
S412,64	取用照片
S412,70	存取照片
S412,76	存取相簿
S412,82	取用相簿
S412,88	訪問相簿
S412,94	訪問照片
S412,100	存取照片圖庫
S412,108	取用照片圖庫
S412,116	訪問照片圖庫
S412,124	讀取照片
S412,130	讀取相簿
S412,136	使用相簿
S412,142	使用照片
K413,5	contacts
M413,15,3
K413,17	names
Q413,24,2
S413,25	聯絡人
S413,30	通訊錄
K413,36	related
Q413,45,4
S413,46	好友
S413,50	朋友
S413,54	邀請
S413,58	電話號碼
K414,7	does
Q414,13,7
S414,14	取用聯絡人
S414,21	存取聯絡人
S414,28	讀取聯絡人
S414,35	訪問通訊錄
S414,42	讀取通訊錄
S414,49	存取通訊錄
S414,56	使用通訊錄
K415,5	calendars
M415,16,3
K415,18	names
Q415,25,2
S415,26	行事曆
S415,31	日曆
K415,36	related
Q415,45,5
S415,46	行程
S415,50	事件
S415,54	預約
S415,58	活動
S415,62	預訂
K416,7	does
Q416,13,6
S416,14	取用行事曆
S416,21	存取行事曆
S416,28	讀取行事曆
S416,35	訪問日曆
S416,41	讀取日曆
S416,47	使用行事曆
K417,5	reminders
M417,16,3
K417,18	names
Q417,25,1
S417,26	提醒事項
K417,33	related
Q417,42,3
S417,43	待辦
S417,47	任務
S417,51	提醒
K418,7	does
Q418,13,3
S418,14	取用提醒事項
S418,22	存取提醒事項
S418,30	讀取提醒事項
K419,5	location
M419,15,3
K419,17	names
Q419,24,2
S419,25	位置
S419,29	定位
K419,34	related
Q419,43,7
S419,44	地圖
S419,48	附近
S419,52	導航
S419,56	所在
S419,60	城市
S419,64	天氣
S419,68	路線
K420,7	does
Q420,13,19
S420,14	取得位置
S420,20	取得你的位置
S420,28	取得您的位置
S420,36	取得定位
S420,42	獲取位置
S420,48	獲取你的位置
S420,56	獲取您的位置
S420,64	獲得位置
S420,70	取得目前位置
S420,78	確定位置
S420,84	使用位置
S420,90	使用你的位置
S420,98	使用您的位置
S420,106	取用位置
S420,112	存取位置
S420,118	訪問位置
S420,124	位置資訊
S420,130	位置信息
S420,136	定位
K421,5	bluetooth
M421,16,3
K421,18	names
Q421,25,1
S421,26	藍牙
K421,31	related
Q421,40,5
S421,41	裝置
S421,45	設備
S421,49	配件
S421,53	連接
S421,57	配對
K422,7	does
Q422,13,9
S422,14	使用藍牙
S422,20	取用藍牙
S422,26	存取藍牙
S422,32	訪問藍牙
S422,38	連接藍牙
S422,44	連線藍牙
S422,50	連接藍牙裝置
S422,58	連接藍牙設備
S422,66	搜尋藍牙裝置
K423,5	health
M423,13,3
K423,15	names
Q423,22,2
S423,23	健康資料
S423,29	「健康」
K423,36	related
Q423,45,6
S423,46	運動
S423,50	步數
S423,54	心率
S423,58	睡眠
S423,62	體重
S423,66	血糖
K424,7	does
Q424,13,5
S424,14	讀取健康資料
S424,22	寫入健康資料
S424,30	取用健康資料
S424,38	存取健康資料
S424,46	讀取健康數據
K425,5	face-id
M425,14,3
K425,16	names
Q425,23,2
S425,24	Face ID
S425,33	FaceID
K425,42	related
Q425,51,5
S425,52	解鎖
S425,56	驗證
S425,60	登入
S425,64	身分
S425,68	身份
K426,7	does
Q426,13,7
S426,14	使用 face id
S426,26	身分驗證
S426,32	身份驗證
S426,38	驗證身分
S426,44	驗證身份
S426,50	進行身分驗證
S426,58	進行身份驗證
K427,5	speech-recognition
M427,25,3
K427,27	names
Q427,34,2
S427,35	語音辨識
S427,41	語音識別
K427,48	related
Q427,57,4
S427,58	聽寫
S427,62	轉寫
S427,66	語音
S427,70	轉錄
K428,7	does
Q428,13,6
S428,14	語音辨識
S428,20	語音識別
S428,26	辨識語音
S428,32	識別語音
S428,38	使用語音辨識
S428,46	語音轉文字

"""#
}
