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
K254,3	restating-hints
Q254,20,10
S254,21	need
S254,27	require
S254,36	want
S254,42	would like
S254,54	access
S254,62	permission
S254,74	allow
S254,81	grant
S254,88	enable
S254,96	give
K256,3	restating-short-hints
Q256,26,3
S256,27	access
S256,35	use
S256,40	permission
K257,3	restating
Q258,5,10
S258,7	\\b(needs?|requires?|wants?|would like)( to)?( (get|have|use|access))?( your| the)?( (?!to\\b)\\w+){0,3}? (access|permission)s?\\b
S259,7	\\b(needs?|requires?|wants?|would like) (to )?(access|use)( to)?( your| the)?( \\w+){0,2}?\\b
S260,7	\\b(allow|grant|enable|give) (\\w+ )?(access|permission)( to)?( your| the)?( \\w+){0,2}?\\b
S261,7	^(access|permission) (to|for)( your| the)?( \\w+){0,3}[.!]?$
S262,7	^(to )?(access|use)( your| the)?( \\w+){0,3}[.!]?$
S264,7	\\b(whether to )?(please )?(allow|let) (\\w+ ){0,2}(to )?(access|use)( your| the)?( \\w+){0,2}?[.!?]?$
S266,7	\\b(needs?|requires?|wants?|would like) (your )?(consent|permission|authori[sz]ation)( to (access|use)( your| the)?( \\w+){0,2}?)?\\b
S268,7	\\b(does not|doesn't|do not|don't|will not|won't|never) (use|access|need|require|record|collect)( any| the| your)?( \\w+){0,2}?\\b
S269,7	\\b(access|permission)s? (is |are )?(required|needed|necessary)\\b
S271,7	\\b(for|by|in) (the |this |a |our )?([\\w-]+ ){0,3}(plugin|sdk|library|framework|module|package|dependency)\\b
K272,3	reason-markers
Q272,19,24
S272,20	 to 
S272,28	 so 
S272,36	 for 
S272,45	because
S272,56	 when 
S272,66	 while 
S272,77	 lets 
S272,87	 allows 
S273,5	 helps 
S273,16	 by 
S273,24	 in order
S273,37	e.g.
S273,45	for example
S273,60	such as
S273,71	 used 
S273,81	 uses 
S273,91	 if 
S274,5	 can 
S274,14	(
S274,19	 from 
S274,29	 into 
S274,39	 with 
S274,49	 on 
S274,57	 in 
K277,3	no-reason-words
Q277,20,78
S277,21	this
S277,27	that
S277,33	these
S277,40	app
S277,45	application
S277,58	the
S277,63	a
S277,66	an
S277,70	your
S277,76	you
S277,81	we
S277,85	us
S277,89	our
S277,94	it
S277,98	its
S277,103	is
S277,107	are
S277,112	be
S277,116	been
S277,122	will
S277,128	would
S277,135	could
S277,142	like
S277,148	want
S277,154	wants
S277,161	need
S277,167	needs
S277,174	needed
S277,182	require
S277,191	requires
S277,201	required
S277,211	necessary
S277,222	access
S277,230	permission
S277,242	permissions
S277,255	allow
S277,262	allows
S277,270	let
S277,275	lets
S277,281	please
S277,289	grant
S277,296	enable
S277,304	give
S277,310	get
S277,315	consent
S277,324	use
S277,329	uses
S277,335	used
S277,341	using
S277,348	to
S277,352	for
S277,357	in
S277,361	of
S277,365	and
S277,370	or
S277,374	with
S277,380	on
S277,384	by
S277,388	from
S277,394	so
S277,398	can
S277,403	may
S277,408	only
S277,414	some
S277,420	certain
S277,429	feature
S277,438	features
S277,448	function
S277,458	functions
S277,469	functionality
S277,484	properly
S277,494	correctly
S277,505	work
S277,511	works
S277,518	working
S277,527	information
S277,540	info
S277,546	data
K278,3	vague-phrases
Q278,18,19
S278,19	better experience
S278,38	improve your experience
S278,63	enhance your experience
S279,5	best experience
S279,22	improved experience
S279,43	better user experience
S279,67	optimal experience
S280,5	better service
S280,21	improve our service
S280,42	improve our services
S280,64	enhance the app
S281,5	best … experience
S281,24	make the app … better
S281,47	enhance … experience
S281,69	improve … experience
S282,5	better … experience
S282,26	more personalized experience
S282,56	better search result
S282,78	better ads
K283,3	placeholders
Q283,17,8
S283,18	TODO
S283,24	TBD
S283,29	FIXME
S283,36	XXX
S283,41	lorem ipsum
S283,54	placeholder text
S283,72	translate me
S283,86	$(
K285,3	placeholder-values
Q285,23,13
S285,24	yes
S285,29	no
S285,33	none
S285,39	n/a
S285,46	description
S285,59	usage description
S285,78	purpose
S285,87	text
S285,93	string
S285,101	value
S285,108	test
S285,114	-
S285,119	...
K287,3	doubled-words
Q287,18,17
S287,19	the
S287,24	a
S287,27	an
S287,31	to
S287,35	of
S287,39	your
S287,45	you
S287,50	in
S287,54	on
S287,58	for
S287,63	and
S287,68	with
S287,74	is
S287,78	will
S287,84	can
S287,89	this
S287,95	that's
K290,3	read-words
Q290,15,28
S290,16	choose
S290,24	choosing
S290,34	pick
S290,40	picking
S290,49	select
S290,57	selecting
S290,68	load
S290,74	loading
S290,83	upload
S290,91	uploading
S290,102	attach
S290,110	attaching
S290,121	send
S290,127	sending
S290,136	share
S290,143	sharing
S290,152	browse
S290,160	browsing
S290,170	view
S290,176	viewing
S290,185	import
S290,193	importing
S290,204	read
S290,210	reading
S290,219	identify
S290,229	set as
S290,237	use your
S290,247	using your
K291,3	write-words
Q291,16,6
S291,17	save
S291,23	saving
S291,31	export
S291,39	exporting
S291,50	write
S291,57	writing
K293,3	apple-names
M294,5,2
K294,5	FaceID
S294,13	Face ID
K295,5	TouchID
S295,14	Touch ID
K296,3	min-columns
S296,16	20
K297,3	max-columns
S297,16	200
K298,3	resources
M299,5,11
K299,5	camera
M299,13,3
K299,15	names
Q299,22,1
S299,23	camera
K299,32	related
Q299,41,8
S299,42	photo
S299,49	picture
S299,58	video
S299,65	scan
S299,71	QR
S299,75	selfie
S299,83	record
S299,91	film
K300,7	does
Q300,13,21
S300,14	take photos
S300,27	take a photo
S300,41	take photo
S300,53	take pictures
S300,68	take a picture
S300,84	take picture
S300,98	take videos
S300,111	take a video
S300,125	take photos and videos
S300,149	record video
S300,163	record videos
S300,178	record a video
S300,194	capture photos
S300,210	capture a photo
S300,227	capture images
S300,243	capture video
S300,258	capture videos
S300,274	use the camera
S300,290	use your camera
S300,307	access the camera
S300,326	access your camera
K301,5	microphone
M301,17,3
K301,19	names
Q301,26,1
S301,27	microphone
K301,40	related
Q301,49,8
S301,50	record
S301,58	voice
S301,65	audio
S301,72	sound
S301,79	speak
S301,86	talk
S301,92	call
S301,98	dictat
K302,7	does
Q302,13,12
S302,14	record audio
S302,28	record sound
S302,42	record sounds
S302,57	record your voice
S302,76	record voice
S302,90	capture audio
S302,105	capture sound
S302,120	audio recording
S302,137	use the microphone
S302,157	use your microphone
S302,178	access the microphone
S302,201	access your microphone
K303,5	photos
M303,13,3
K303,15	names
Q303,22,3
S303,23	photo library
S303,38	photo album
S303,51	camera roll
K303,65	related
Q303,74,6
S303,75	photo
S303,82	picture
S303,91	image
S303,98	save
S303,104	video
S303,111	wallpaper
K304,7	does
Q304,13,13
S304,14	access photos
S304,29	access your photos
S304,49	access the photo library
S304,75	access your photo library
S304,102	save photos
S304,115	save images
S304,128	save pictures
S304,143	save videos
S304,156	save photos and videos
S304,180	save to your photo library
S304,208	save to the photo library
S304,235	use your photos
S304,252	use the photo library
K305,5	contacts
M305,15,3
K305,17	names
Q305,24,2
S305,25	contacts
S305,35	address book
K305,50	related
Q305,59,4
S305,60	friend
S305,68	people
S305,76	invite
S305,84	phone number
K306,7	does
Q306,13,5
S306,14	access your contacts
S306,36	access contacts
S306,53	read your contacts
S306,73	read contacts
S306,88	use your contacts
K307,5	calendars
M307,16,3
K307,18	names
Q307,25,1
S307,26	calendar
K307,37	related
Q307,46,4
S307,47	event
S307,54	schedule
S307,64	booking
S307,73	appointment
K308,7	does
Q308,13,5
S308,14	access your calendar
S308,36	access your calendars
S308,59	access the calendar
S308,80	read your calendar
S308,100	read your calendars
K309,5	reminders
M309,16,3
K309,18	names
Q309,25,1
S309,26	reminders
K309,38	related
Q309,47,3
S309,48	to-do
S309,55	task
S309,61	remind
K310,7	does
Q310,13,2
S310,14	access your reminders
S310,37	read your reminders
K311,5	location
M311,15,3
K311,17	names
Q311,24,2
S311,25	location
S311,35	GPS
K311,41	related
Q311,50,7
S311,51	map
S311,56	nearby
S311,64	where
S311,71	city
S311,77	route
S311,84	direction
S311,95	weather
K312,7	does
Q312,13,11
S312,14	get your location
S312,33	get your current location
S312,60	get location
S312,74	obtain your location
S312,96	know your location
S312,116	know where you are
S312,136	determine your location
S312,161	find your location
S312,181	access your location
S312,203	use your location
S312,222	use location
K313,5	bluetooth
M313,16,3
K313,18	names
Q313,25,1
S313,26	Bluetooth
K313,38	related
Q313,47,4
S313,48	device
S313,56	accessor
S313,66	connect
S313,75	pair
K314,7	does
Q314,13,6
S314,14	use bluetooth
S314,29	access bluetooth
S314,47	connect to bluetooth
S314,69	connect to bluetooth devices
S314,99	discover bluetooth devices
S314,127	scan for bluetooth devices
K315,5	health
M315,13,3
K315,15	names
Q315,22,2
S315,23	Health app
S315,35	health data
K315,49	related
Q315,58,7
S315,59	workout
S315,68	step
S315,74	heart
S315,81	sleep
S315,88	weight
S315,96	glucose
S315,105	insulin
K316,7	does
Q316,13,5
S316,14	read your health data
S316,37	read health data
S316,55	write health data
S316,74	access your health data
S316,99	access health data
K317,5	face-id
M317,14,3
K317,16	names
Q317,23,2
S317,24	Face ID
S317,33	FaceID
K317,42	related
Q317,51,5
S317,52	unlock
S317,60	authenticat
S317,73	sign in
S317,82	log in
S317,90	verify
K318,7	does
Q318,13,5
S318,14	use face id
S318,27	authenticate with face id
S318,54	authenticate you
S318,72	authenticate
S318,86	authentication
K319,5	speech-recognition
M319,25,3
K319,27	names
Q319,34,1
S319,35	speech recognition
K319,56	related
Q319,65,4
S319,66	dictat
S319,74	transcri
S319,84	voice
S319,91	speech
K320,7	does
Q320,13,6
S320,14	recognize speech
S320,32	recognise speech
S320,50	transcribe speech
S320,69	use speech recognition
S320,93	speech recognition
S320,113	speech to text

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
K27,3	restating-hints
Q27,20,7
S27,21	權限
S27,25	許可
S27,29	同意
S27,33	授權
S27,37	允許
S27,41	存取權
S27,46	取用權
K29,3	restating-short-hints
Q29,26,6
S29,27	取用
S29,31	存取
S29,35	使用
S29,39	取得
S29,43	訪問
S29,47	獲取
K30,3	restating
Q31,5,8
S31,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S32,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S33,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S34,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S35,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S37,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S39,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S40,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K41,3	reason-markers
Q41,19,24
S41,20	以便
S41,24	用於
S41,28	用來
S41,32	為了
S41,36	以
S41,39	來
S41,42	可以
S41,46	讓你
S41,50	讓您
S41,54	便於
S41,58	方便
S41,62	從而
S41,66	幫助
S41,70	例如
S41,74	比如
S42,5	如
S42,8	當
S42,11	時
S42,14	才能
S42,18	進行
S42,22	後，
S42,26	用作
S42,30	將
S42,33	把
K45,3	no-reason-words
Q45,20,68
S45,21	到
S45,24	至
S45,27	此應用程式
S45,34	此應用程序
S45,41	應用程式
S45,47	應用程序
S45,53	本應用
S45,58	此應用
S45,63	該應用
S45,68	應用
S45,72	app
S45,77	我們
S45,81	你的
S45,85	您的
S45,89	你
S45,92	您
S45,95	的
S45,98	需要
S45,102	想要
S45,106	希望
S45,110	請
S45,113	允許
S45,117	授權
S45,121	同意
S45,125	權限
S45,129	許可
S45,133	取用
S45,137	存取
S45,141	使用
S45,145	取得
S45,149	獲取
S45,153	獲得
S45,157	訪問
S45,161	開啟
S45,165	打開
S45,169	才能
S45,173	以便
S45,177	用於
S45,181	用來
S45,185	以
S45,188	來
S45,191	進行
S45,195	功能
S45,199	相關
S45,203	正常
S45,207	某些
S45,211	部分
S45,215	此
S45,218	本
S45,221	該
S45,224	會
S45,227	將
S45,230	可以
S45,234	可
S45,237	能
S45,240	要
S45,243	和
S45,246	及
S45,249	與
S45,252	或
S45,255	並
S45,258	這
S45,261	被
S45,264	為
S45,267	資訊
S45,271	資料
S45,275	信息
S45,279	數據
K46,3	vague-phrases
Q46,18,14
S46,19	更好的體驗
S46,26	提升體驗
S46,32	優化體驗
S46,38	更佳體驗
S46,44	最佳體驗
S46,50	更好的服務
S46,57	提供更好
S46,63	改善體驗
S46,69	最佳…體驗
S46,76	最好…體驗
S46,83	提升…體驗
S46,90	更好…體驗
S46,97	優化…體驗
S46,104	改善…體驗
K47,3	placeholders
Q47,17,11
S47,18	TODO
S47,24	TBD
S47,29	FIXME
S47,36	XXX
S47,41	lorem ipsum
S47,54	待定
S47,58	待翻譯
S47,63	待補充
S47,68	佔位
S47,72	翻譯中
S47,77	$(
K49,3	placeholder-values
Q49,23,11
S49,24	是
S49,27	否
S49,30	無
S49,33	描述
S49,37	說明
S49,41	用途說明
S49,47	權限說明
S49,53	使用說明
S49,59	文字
S49,63	測試
S49,67	允許
K51,3	doubled-words
Q51,18,13
S51,19	的
S51,22	你的
S51,26	您的
S51,30	我們的
S51,35	你
S51,38	您
S51,41	在
S51,44	是
S51,47	和
S51,50	與
S51,53	把
S51,56	將
S51,59	了
K53,3	read-words
Q53,15,14
S53,16	選擇
S53,20	選取
S53,24	上載
S53,28	上傳
S53,32	分享
S53,36	傳送
S53,40	瀏覽
S53,44	檢視
S53,48	查看
S53,52	讀取
S53,56	匯入
S53,60	識別
S53,64	使用你的
S53,70	使用您的
K54,3	write-words
Q54,16,5
S54,17	儲存
S54,21	保存
S54,25	存入
S54,29	匯出
S54,33	寫入
K56,3	apple-names
M57,5,6
K57,5	面容 ID
S57,12	Face ID
K58,5	面容ID
S58,11	Face ID
K59,5	觸控 ID
S59,12	Touch ID
K60,5	觸控ID
S60,11	Touch ID
K61,5	FaceID
S61,13	Face ID
K62,5	TouchID
S62,14	Touch ID
K63,3	min-columns
S63,16	12
K64,3	max-columns
S64,16	140
K65,3	pronouns
Q65,13,2
S65,14	你
S65,17	您
K69,3	also-wrong-script
S69,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K71,3	regional-terms
M72,5,25
K72,5	添加
S72,9	加入
K73,5	訪問
S73,9	取用
K74,5	視頻
S74,9	影片
K75,5	信息
S75,9	資訊
K76,5	默認
S76,9	預設
K77,5	設置
S77,9	設定
K78,5	獲取
S78,9	取得
K79,5	攝像頭
S79,10	相機
K80,5	相冊
S80,9	相簿
K81,5	屏幕
S81,9	螢幕
K82,5	鼠標
S82,9	滑鼠
K83,5	登錄
S83,9	登入
K84,5	短信
S84,9	短訊
K85,5	個性化
S85,10	個人化
K86,5	質量
S86,9	質素
K87,5	激活
S87,9	啟用
K88,5	二維碼
S88,10	QR 碼
K89,5	菜單
S89,9	選單
K90,5	界面
S90,9	介面
K91,5	搜索
S91,9	搜尋
K92,5	打印
S92,9	列印
K93,5	後台
S93,9	背景
K94,5	應用程序
S94,11	應用程式
K95,5	許可權
S95,10	權限
K96,5	保存
S96,9	儲存
K102,3	colloquial-terms
M103,5,26
K103,5	佢哋
S103,9	他們
K104,5	我哋
S104,9	我們
K105,5	你哋
S105,9	你們
K106,5	而家
S106,9	現在
K107,5	邊度
S107,9	哪裡
K108,5	點樣
S108,9	怎樣
K109,5	影相
S109,9	拍照
K110,5	同埋
S110,9	以及
K111,5	嘅
S111,8	的
K112,5	咗
S112,8	了
K113,5	唔
S113,8	不
K114,5	冇
S114,8	沒有
K115,5	佢
S115,8	他
K116,5	喺
S116,8	在
K117,5	嘢
S117,8	東西
K118,5	啲
S118,8	些
K119,5	睇
S119,8	看
K120,5	嚟
S120,8	來
K121,5	嗰
S121,8	那
K122,5	噉
S122,8	這樣
K123,5	咁
S123,8	這麼
K124,5	攞
S124,8	拿
K125,5	諗
S125,8	想
K126,5	搵
S126,8	找
K127,5	畀
S127,8	給
K128,5	哋
S128,8	們
K129,3	draft-corrections
M130,5,3
K130,5	許可權
S130,10	權限
K131,5	訪問
S131,9	取用
K132,5	存取
S132,9	取用
K133,3	resources
M134,5,7
K134,5	camera
M134,13,3
K134,15	names
Q134,22,4
S134,23	相機
S134,27	攝像頭
S134,32	攝影機
S134,37	鏡頭
K134,42	related
Q134,51,11
S134,52	拍照
S134,56	拍攝
S134,60	掃描
S134,64	掃碼
S134,68	QR
S134,72	影片
S134,76	錄影
S134,80	相片
S134,84	照片
S134,88	自拍
S134,92	錄製
K135,7	does
Q135,13,21
S135,14	拍照
S135,18	拍攝照片和影片
S135,27	拍攝照片或影片
S135,36	拍照和錄影
S135,43	拍照或錄影
S135,50	拍照片
S135,55	拍攝照片
S135,61	拍攝影片
S135,67	拍攝視頻
S135,73	拍影片
S135,78	拍攝
S135,82	錄影
S135,86	錄像
S135,90	錄製影片
S135,96	錄製視頻
S135,102	使用相機
S135,108	使用攝像頭
S135,115	使用攝影機
S135,122	取用相機
S135,128	存取相機
S135,134	訪問相機
K136,5	microphone
M136,17,3
K136,19	names
Q136,26,3
S136,27	咪高風
S136,32	咪高峰
S136,37	麥克風
K136,43	related
Q136,52,6
S136,53	錄音
S136,57	語音
S136,61	聲音
S136,65	通話
S136,69	錄製
S136,73	說話
K137,7	does
Q137,13,18
S137,14	錄音
S137,18	錄製音訊
S137,24	錄製音頻
S137,30	錄製聲音
S137,36	錄製語音
S137,42	擷取聲音
S137,48	擷取音訊
S137,54	採集聲音
S137,60	採集音頻
S137,66	捕獲音頻
S137,72	捕獲音訊
S137,78	聲音擷取
S137,84	聲音採集
S137,90	收音
S137,94	使用麥克風
S137,101	取用麥克風
S137,108	存取麥克風
S137,115	訪問麥克風
K138,5	photos
M138,13,3
K138,15	names
Q138,22,3
S138,23	相簿
S138,27	相冊
S138,31	圖庫
K138,36	related
Q138,45,6
S138,46	相片
S138,50	照片
S138,54	圖片
S138,58	儲存
S138,62	保存
S138,66	影片
K139,7	does
Q139,13,21
S139,14	儲存照片
S139,20	儲存相片
S139,26	儲存圖片
S139,32	保存照片
S139,38	保存圖片
S139,44	儲存到相簿
S139,51	儲存至相簿
S139,58	存入相簿
S139,64	取用照片
S139,70	存取照片
S139,76	存取相簿
S139,82	取用相簿
S139,88	訪問相簿
S139,94	訪問照片
S139,100	存取照片圖庫
S139,108	取用照片圖庫
S139,116	訪問照片圖庫
S139,124	讀取照片
S139,130	讀取相簿
S139,136	使用相簿
S139,142	使用照片
K140,5	contacts
M140,15,3
K140,17	names
Q140,24,2
S140,25	通訊錄
S140,30	聯絡人
K140,36	related
Q140,45,4
S140,46	好友
S140,50	朋友
S140,54	邀請
S140,58	電話號碼
K141,7	does
Q141,13,7
S141,14	取用聯絡人
S141,21	存取聯絡人
S141,28	讀取聯絡人
S141,35	訪問通訊錄
S141,42	讀取通訊錄
S141,49	存取通訊錄
S141,56	使用通訊錄
K142,5	calendars
M142,16,3
K142,18	names
Q142,25,2
S142,26	日曆
S142,30	行事曆
K142,36	related
Q142,45,4
S142,46	行程
S142,50	事件
S142,54	預約
S142,58	活動
K143,7	does
Q143,13,6
S143,14	取用行事曆
S143,21	存取行事曆
S143,28	讀取行事曆
S143,35	訪問日曆
S143,41	讀取日曆
S143,47	使用行事曆
K144,5	location
M144,15,3
K144,17	names
Q144,24,2
S144,25	位置
S144,29	定位
K144,34	related
Q144,43,7
S144,44	地圖
S144,48	附近
S144,52	導航
S144,56	所在
S144,60	城市
S144,64	天氣
S144,68	路線
K145,7	does
Q145,13,19
S145,14	取得位置
S145,20	取得你的位置
S145,28	取得您的位置
S145,36	取得定位
S145,42	獲取位置
S145,48	獲取你的位置
S145,56	獲取您的位置
S145,64	獲得位置
S145,70	取得目前位置
S145,78	確定位置
S145,84	使用位置
S145,90	使用你的位置
S145,98	使用您的位置
S145,106	取用位置
S145,112	存取位置
S145,118	訪問位置
S145,124	位置資訊
S145,130	位置信息
S145,136	定位
K146,5	bluetooth
M146,16,3
K146,18	names
Q146,25,1
S146,26	藍牙
K146,31	related
Q146,40,5
S146,41	裝置
S146,45	設備
S146,49	配件
S146,53	連接
S146,57	配對
K147,7	does
Q147,13,9
S147,14	使用藍牙
S147,20	取用藍牙
S147,26	存取藍牙
S147,32	訪問藍牙
S147,38	連接藍牙
S147,44	連線藍牙
S147,50	連接藍牙裝置
S147,58	連接藍牙設備
S147,66	搜尋藍牙裝置

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
K256,3	restating-hints
Q256,20,7
S256,21	权限
S256,25	许可
S256,29	同意
S256,33	授权
S256,37	允许
S256,41	访问权
S256,46	使用权
K258,3	restating-short-hints
Q258,26,3
S258,27	访问
S258,31	使用
S258,35	获取
K259,3	restating
Q260,5,8
S260,7	需要(获取|访问|使用|开启|打开|获得)?(你|您)?的?.{0,8}(权限|许可|访问权|使用权)
S261,7	(需要|请|要)(你|您)?的?(同意|授权|允许)
S263,7	(请|需要)?(允许|授权)(本|该|此)?(应用程[序式]|应用|App|APP|app)?(访问|使用|获取|获得|存取|取用)(你|您)?的?.{0,6}$
S264,7	^(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S265,7	^.{0,8}(需要|想要|要)(访问|使用|获取|存取|取用)(你|您)?的?.{0,6}[。！]?$
S267,7	(才能|以便)?(访问|使用|获取|存取|取用)(你|您)?的?(相机|摄像头|麦克风|相册|照片|图库|位置|定位|通讯录|联系人|日历|蓝牙|提醒事项|健康数据|本地网络|局域网)
S269,7	(不会|并不|从不|不)(使用|访问|获取|收集|录制|需要)
S270,7	(为|给|供)[^，。,.]{0,10}(插件|外挂|套件|sdk|第三方库|框架|模块|组件)
K271,3	reason-markers
Q271,19,24
S271,20	以便
S271,24	用于
S271,28	用来
S271,32	为了
S271,36	以
S271,39	来
S271,42	可以
S271,46	让你
S271,50	让您
S271,54	便于
S271,58	方便
S271,62	从而
S271,66	帮助
S271,70	例如
S271,74	比如
S272,5	如
S272,8	当
S272,11	时
S272,14	才能
S272,18	进行
S272,22	后，
S272,26	用作
S272,30	将
S272,33	把
K275,3	no-reason-words
Q275,20,65
S275,21	到
S275,24	至
S275,27	此应用程序
S275,34	此应用程式
S275,41	应用程序
S275,47	应用程式
S275,53	本应用
S275,58	此应用
S275,63	该应用
S275,68	应用
S275,72	app
S275,77	我们
S275,81	你的
S275,85	您的
S275,89	你
S275,92	您
S275,95	的
S275,98	需要
S275,102	想要
S275,106	希望
S275,110	请
S275,113	允许
S275,117	授权
S275,121	同意
S275,125	权限
S275,129	许可
S275,133	访问
S275,137	使用
S275,141	获取
S275,145	获得
S275,149	存取
S275,153	取用
S275,157	开启
S275,161	打开
S275,165	才能
S275,169	以便
S275,173	用于
S275,177	用来
S275,181	以
S275,184	来
S275,187	进行
S275,191	功能
S275,195	相关
S275,199	正常
S275,203	某些
S275,207	部分
S275,211	此
S275,214	本
S275,217	该
S275,220	会
S275,223	将
S275,226	可以
S275,230	可
S275,233	能
S275,236	要
S275,239	和
S275,242	及
S275,245	与
S275,248	或
S275,251	并
S275,254	这
S275,257	被
S275,260	为
S275,263	信息
S275,267	数据
K276,3	vague-phrases
Q276,18,18
S276,19	更好的体验
S276,26	更好地体验
S276,33	提升体验
S276,39	提升用户体验
S276,47	优化体验
S276,53	更佳体验
S276,59	最佳体验
S276,65	更好的服务
S277,5	提供更好
S277,11	更优质的服务
S277,19	改善体验
S277,25	更流畅的体验
S277,33	最佳…体验
S277,40	最好…体验
S277,47	提升…体验
S277,54	更好…体验
S277,61	优化…体验
S277,68	改善…体验
K278,3	placeholders
Q278,17,14
S278,18	TODO
S278,24	TBD
S278,29	FIXME
S278,36	XXX
S278,41	lorem ipsum
S278,54	待定
S278,58	待翻译
S278,63	待翻譯
S278,68	待补充
S278,73	待補充
S278,78	占位
S278,82	此处填写
S278,88	翻译中
S278,93	$(
K280,3	placeholder-values
Q280,23,11
S280,24	是
S280,27	否
S280,30	无
S280,33	描述
S280,37	说明
S280,41	用途说明
S280,47	权限说明
S280,53	使用说明
S280,59	文本
S280,63	测试
S280,67	允许
K282,3	doubled-words
Q282,18,13
S282,19	的
S282,22	你的
S282,26	您的
S282,30	我们的
S282,35	你
S282,38	您
S282,41	在
S282,44	是
S282,47	和
S282,50	与
S282,53	把
S282,56	将
S282,59	了
K284,3	read-words
Q284,15,12
S284,16	选择
S284,20	选取
S284,24	上传
S284,28	分享
S284,32	发送
S284,36	浏览
S284,40	查看
S284,44	读取
S284,48	导入
S284,52	识别
S284,56	使用你的
S284,62	使用您的
K285,3	write-words
Q285,16,6
S285,17	保存
S285,21	存储
S285,25	储存
S285,29	存入
S285,33	导出
S285,37	写入
K287,3	apple-names
M288,5,4
K288,5	Face ID
S288,14	面容 ID
K289,5	FaceID
S289,13	面容 ID
K290,5	Touch ID
S290,15	触控 ID
K291,5	TouchID
S291,14	触控 ID
K294,3	regional-terms
M295,5,14
K295,5	存取
S295,9	访问
K296,5	联络人
S296,10	联系人
K297,5	聯絡人
S297,10	联系人
K298,5	汇入
S298,9	导入
K299,5	匯入
S299,9	导入
K300,5	汇出
S300,9	导出
K301,5	匯出
S301,9	导出
K302,5	应用程式
S302,11	应用
K303,5	應用程式
S303,11	应用
K304,5	使用者
S304,10	用户
K305,5	位址
S305,9	地址
K306,5	登入
S306,9	登录
K307,5	软体
S307,9	软件
K308,5	軟體
S308,9	软件
K309,3	min-columns
S309,16	12
K310,3	max-columns
S310,16	140
K311,3	pronouns
Q311,13,2
S311,14	你
S311,17	您
K313,3	also-wrong-script
S313,22	後夥徵摺菸麽箝麴於
K314,3	resources
M315,5,11
K315,5	camera
M315,13,3
K315,15	names
Q315,22,3
S315,23	相机
S315,27	摄像头
S315,32	镜头
K315,37	related
Q315,46,11
S315,47	拍照
S315,51	拍摄
S315,55	扫描
S315,59	扫码
S315,63	二维码
S315,68	QR
S315,72	视频
S315,76	录像
S315,80	照片
S315,84	自拍
S315,88	录制
K316,7	does
Q316,13,17
S316,14	拍照
S316,18	拍摄照片和视频
S316,27	拍摄照片或视频
S316,36	拍照和录像
S316,43	拍照或录像
S316,50	拍照片
S316,55	拍摄照片
S316,61	拍摄视频
S316,67	拍视频
S316,72	拍摄
S316,76	录像
S316,80	录影
S316,84	录制视频
S316,90	使用相机
S316,96	使用摄像头
S316,103	访问相机
S316,109	访问摄像头
K317,5	microphone
M317,17,3
K317,19	names
Q317,26,2
S317,27	麦克风
S317,32	话筒
K317,37	related
Q317,46,6
S317,47	录音
S317,51	语音
S317,55	声音
S317,59	通话
S317,63	录制
S317,67	说话
K318,7	does
Q318,13,11
S318,14	录音
S318,18	录制音频
S318,24	录制声音
S318,30	录制语音
S318,36	采集声音
S318,42	采集音频
S318,48	捕获音频
S318,54	声音采集
S318,60	收音
S318,64	使用麦克风
S318,71	访问麦克风
K319,5	photos
M319,13,3
K319,15	names
Q319,22,3
S319,23	相册
S319,27	图库
S319,31	照片图库
K319,38	related
Q319,47,7
S319,48	照片
S319,52	图片
S319,56	保存
S319,60	存储
S319,64	壁纸
S319,68	视频
S319,72	相片
K320,7	does
Q320,13,14
S320,14	保存照片
S320,20	保存图片
S320,26	保存到相册
S320,33	保存至相册
S320,40	存储照片
S320,46	储存照片
S320,52	访问相册
S320,58	访问照片
S320,64	访问照片图库
S320,72	访问图库
S320,78	读取照片
S320,84	读取相册
S320,90	使用相册
S320,96	使用照片
K321,5	contacts
M321,15,3
K321,17	names
Q321,24,2
S321,25	通讯录
S321,30	联系人
K321,36	related
Q321,45,4
S321,46	好友
S321,50	朋友
S321,54	邀请
S321,58	电话号码
K322,7	does
Q322,13,5
S322,14	访问通讯录
S322,21	读取通讯录
S322,28	访问联系人
S322,35	读取联系人
S322,42	使用通讯录
K323,5	calendars
M323,16,3
K323,18	names
Q323,25,1
S323,26	日历
K323,31	related
Q323,40,5
S323,41	日程
S323,45	事件
S323,49	预约
S323,53	活动
S323,57	预订
K324,7	does
Q324,13,3
S324,14	访问日历
S324,20	读取日历
S324,26	使用日历
K325,5	reminders
M325,16,3
K325,18	names
Q325,25,1
S325,26	提醒事项
K325,33	related
Q325,42,3
S325,43	待办
S325,47	任务
S325,51	提醒
K326,7	does
Q326,13,2
S326,14	访问提醒事项
S326,22	读取提醒事项
K327,5	location
M327,15,3
K327,17	names
Q327,24,2
S327,25	位置
S327,29	定位
K327,34	related
Q327,43,7
S327,44	地图
S327,48	附近
S327,52	导航
S327,56	所在
S327,60	城市
S327,64	天气
S327,68	路线
K328,7	does
Q328,13,13
S328,14	获取位置
S328,20	获取你的位置
S328,28	获取您的位置
S328,36	获取定位
S328,42	获得位置
S328,48	获取当前位置
S328,56	确定位置
S328,62	使用位置
S328,68	使用你的位置
S328,76	使用您的位置
S328,84	访问位置
S328,90	位置信息
S328,96	定位
K329,5	bluetooth
M329,16,3
K329,18	names
Q329,25,1
S329,26	蓝牙
K329,31	related
Q329,40,4
S329,41	设备
S329,45	配件
S329,49	连接
S329,53	配对
K330,7	does
Q330,13,5
S330,14	使用蓝牙
S330,20	访问蓝牙
S330,26	连接蓝牙
S330,32	连接蓝牙设备
S330,40	搜索蓝牙设备
K331,5	health
M331,13,3
K331,15	names
Q331,22,2
S331,23	健康数据
S331,29	“健康”
K331,36	related
Q331,45,6
S331,46	运动
S331,50	步数
S331,54	心率
S331,58	睡眠
S331,62	体重
S331,66	血糖
K332,7	does
Q332,13,3
S332,14	读取健康数据
S332,22	写入健康数据
S332,30	访问健康数据
K333,5	face-id
M333,14,3
K333,16	names
Q333,23,3
S333,24	面容 ID
S333,31	Face ID
S333,40	FaceID
K333,49	related
Q333,58,4
S333,59	解锁
S333,63	验证
S333,67	登录
S333,71	身份
K334,7	does
Q334,13,5
S334,14	使用面容 id
S334,23	使用 face id
S334,35	身份验证
S334,41	验证身份
S334,47	进行身份验证
K335,5	speech-recognition
M335,25,3
K335,27	names
Q335,34,1
S335,35	语音识别
K335,42	related
Q335,51,4
S335,52	听写
S335,56	转写
S335,60	语音
S335,64	转录
K336,7	does
Q336,13,4
S336,14	语音识别
S336,20	识别语音
S336,26	使用语音识别
S336,34	语音转文字

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
K254,3	restating-hints
Q254,20,7
S254,21	權限
S254,25	許可
S254,29	同意
S254,33	授權
S254,37	允許
S254,41	存取權
S254,46	取用權
K256,3	restating-short-hints
Q256,26,6
S256,27	取用
S256,31	存取
S256,35	使用
S256,39	取得
S256,43	訪問
S256,47	獲取
K257,3	restating
Q258,5,8
S258,7	需要(取用|存取|使用|開啟|打開|取得|獲取|訪問|獲得)?(你|您)?的?.{0,8}(權限|許可|存取權|取用權)
S259,7	(需要|請|要)(你|您)?的?(同意|授權|允許)
S261,7	(請|需要)?(允許|授權)(本|該|此)?(應用程式|應用|App|APP|app)?(取用|存取|使用|取得|訪問|獲取|獲得)(你|您)?的?.{0,6}$
S262,7	^(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S263,7	^.{0,8}(需要|想要|要)(取用|存取|使用|取得|訪問|獲取)(你|您)?的?.{0,6}[。！]?$
S265,7	(才能|以便)?(取用|存取|使用|取得|訪問|獲取)(你|您)?的?(相機|攝像頭|麥克風|相簿|相冊|照片|圖庫|位置|定位|聯絡人|通訊錄|行事曆|日曆|藍牙|提醒事項|健康資料|本地網絡|區域網路|本機網路)
S267,7	(不會|並不|從不|不)(使用|取用|存取|訪問|獲取|取得|收集|錄製|需要)
S268,7	(為|給|供)[^，。,.]{0,10}(插件|外掛|套件|sdk|第三方庫|框架|模組|模塊|元件|組件)
K269,3	reason-markers
Q269,19,24
S269,20	以便
S269,24	用於
S269,28	用來
S269,32	為了
S269,36	以
S269,39	來
S269,42	可以
S269,46	讓你
S269,50	讓您
S269,54	便於
S269,58	方便
S269,62	從而
S269,66	幫助
S269,70	例如
S269,74	比如
S270,5	如
S270,8	當
S270,11	時
S270,14	才能
S270,18	進行
S270,22	後，
S270,26	用作
S270,30	將
S270,33	把
K273,3	no-reason-words
Q273,20,68
S273,21	到
S273,24	至
S273,27	此應用程式
S273,34	此應用程序
S273,41	應用程式
S273,47	應用程序
S273,53	本應用
S273,58	此應用
S273,63	該應用
S273,68	應用
S273,72	app
S273,77	我們
S273,81	你的
S273,85	您的
S273,89	你
S273,92	您
S273,95	的
S273,98	需要
S273,102	想要
S273,106	希望
S273,110	請
S273,113	允許
S273,117	授權
S273,121	同意
S273,125	權限
S273,129	許可
S273,133	取用
S273,137	存取
S273,141	使用
S273,145	取得
S273,149	獲取
S273,153	獲得
S273,157	訪問
S273,161	開啟
S273,165	打開
S273,169	才能
S273,173	以便
S273,177	用於
S273,181	用來
S273,185	以
S273,188	來
S273,191	進行
S273,195	功能
S273,199	相關
S273,203	正常
S273,207	某些
S273,211	部分
S273,215	此
S273,218	本
S273,221	該
S273,224	會
S273,227	將
S273,230	可以
S273,234	可
S273,237	能
S273,240	要
S273,243	和
S273,246	及
S273,249	與
S273,252	或
S273,255	並
S273,258	這
S273,261	被
S273,264	為
S273,267	資訊
S273,271	資料
S273,275	信息
S273,279	數據
K274,3	vague-phrases
Q274,18,18
S274,19	更好的體驗
S274,26	更好地體驗
S274,33	提升體驗
S274,39	提升使用者體驗
S274,48	優化體驗
S274,54	更佳體驗
S274,60	最佳體驗
S274,66	更好的服務
S275,5	提供更好
S275,11	更優質的服務
S275,19	改善體驗
S275,25	更流暢的體驗
S275,33	最佳…體驗
S275,40	最好…體驗
S275,47	提升…體驗
S275,54	更好…體驗
S275,61	優化…體驗
S275,68	改善…體驗
K276,3	placeholders
Q276,17,13
S276,18	TODO
S276,24	TBD
S276,29	FIXME
S276,36	XXX
S276,41	lorem ipsum
S276,54	待定
S276,58	待翻譯
S276,63	待翻译
S276,68	待補充
S276,73	佔位
S276,77	此處填寫
S276,83	翻譯中
S276,88	$(
K278,3	placeholder-values
Q278,23,11
S278,24	是
S278,27	否
S278,30	無
S278,33	描述
S278,37	說明
S278,41	用途說明
S278,47	權限說明
S278,53	使用說明
S278,59	文字
S278,63	測試
S278,67	允許
K280,3	doubled-words
Q280,18,13
S280,19	的
S280,22	你的
S280,26	您的
S280,30	我們的
S280,35	你
S280,38	您
S280,41	在
S280,44	是
S280,47	和
S280,50	與
S280,53	把
S280,56	將
S280,59	了
K282,3	read-words
Q282,15,13
S282,16	選擇
S282,20	選取
S282,24	上傳
S282,28	分享
S282,32	傳送
S282,36	瀏覽
S282,40	檢視
S282,44	查看
S282,48	讀取
S282,52	匯入
S282,56	辨識
S282,60	使用你的
S282,66	使用您的
K283,3	write-words
Q283,16,5
S283,17	儲存
S283,21	保存
S283,25	存入
S283,29	匯出
S283,33	寫入
K285,3	apple-names
M286,5,6
K286,5	面容 ID
S286,12	Face ID
K287,5	面容ID
S287,11	Face ID
K288,5	觸控 ID
S288,12	Touch ID
K289,5	觸控ID
S289,11	Touch ID
K290,5	FaceID
S290,13	Face ID
K291,5	TouchID
S291,14	Touch ID
K292,3	min-columns
S292,16	12
K293,3	max-columns
S293,16	140
K294,3	pronouns
Q294,13,2
S294,14	你
S294,17	您
K298,3	also-wrong-script
S298,22	万与价优体儿厂吨听圣坏岭并异忏怀怜惊扑扰机极构柜棱气洁洒洼泞瓮痒睾确离种篱网羡肮腊腌膻苹茧荐虮蚕蚝蜡触赶适昵杠
K301,3	regional-terms
M302,5,54
K302,5	訪問
S302,9	取用
K303,5	視頻
S303,9	影片
K304,5	用戶
S304,9	使用者
K305,5	信息
S305,9	資訊
K306,5	默認
S306,9	預設
K307,5	網絡
S307,9	網路
K308,5	軟件
S308,9	軟體
K309,5	硬件
S309,9	硬體
K310,5	設置
S310,9	設定
K311,5	數據
S311,9	資料
K312,5	設備
S312,9	裝置
K313,5	獲取
S313,9	取得
K314,5	攝像頭
S314,10	相機
K315,5	相冊
S315,9	相簿
K316,5	屏幕
S316,9	螢幕
K317,5	鼠標
S317,9	滑鼠
K318,5	內存
S318,9	記憶體
K319,5	登錄
S319,9	登入
K320,5	短信
S320,9	簡訊
K321,5	個性化
S321,10	個人化
K322,5	質量
S322,9	品質
K323,5	激活
S323,9	啟用
K324,5	服務器
S324,10	伺服器
K325,5	緩存
S325,9	快取
K326,5	二維碼
S326,10	QR 碼
K327,5	實時
S327,9	即時
K328,5	在線
S328,9	線上
K329,5	賬號
S329,9	帳號
K330,5	賬戶
S330,9	帳號
K331,5	菜單
S331,9	選單
K332,5	界面
S332,9	介面
K333,5	運行
S333,9	執行
K334,5	兼容
S334,9	相容
K335,5	搜索
S335,9	搜尋
K336,5	粘貼
S336,9	貼上
K337,5	打印
S337,9	列印
K338,5	刷新
S338,9	重新整理
K339,5	導出
S339,9	匯出
K340,5	導入
S340,9	匯入
K341,5	咪高風
S341,10	麥克風
K342,5	咪高峰
S342,10	麥克風
K343,5	後台
S343,9	背景
K344,5	應用程序
S344,11	應用程式
K345,5	當前
S345,9	目前
K346,5	添加
S346,9	新增
K347,5	保存
S347,9	儲存
K348,5	許可權
S348,10	權限
K349,5	本地網路
S349,11	區域網路
K350,5	位置訊息
S350,11	位置資訊
K351,5	音頻
S351,9	音訊
K352,5	插件
S352,9	外掛
K353,5	語音識別
S353,11	語音辨識
K354,5	人臉識別
S354,11	臉部辨識
K355,5	文字消息
S355,11	文字訊息
K357,3	regional-exceptions
Q357,24,2
S357,25	行動數據
S357,31	數據機
K363,3	colloquial-terms
M364,5,26
K364,5	佢哋
S364,9	他們
K365,5	我哋
S365,9	我們
K366,5	你哋
S366,9	你們
K367,5	而家
S367,9	現在
K368,5	邊度
S368,9	哪裡
K369,5	點樣
S369,9	怎樣
K370,5	影相
S370,9	拍照
K371,5	同埋
S371,9	以及
K372,5	嘅
S372,8	的
K373,5	咗
S373,8	了
K374,5	唔
S374,8	不
K375,5	冇
S375,8	沒有
K376,5	佢
S376,8	他
K377,5	喺
S377,8	在
K378,5	嘢
S378,8	東西
K379,5	啲
S379,8	些
K380,5	睇
S380,8	看
K381,5	嚟
S381,8	來
K382,5	嗰
S382,8	那
K383,5	噉
S383,8	這樣
K384,5	咁
S384,8	這麼
K385,5	攞
S385,8	拿
K386,5	諗
S386,8	想
K387,5	搵
S387,8	找
K388,5	畀
S388,8	給
K389,5	哋
S389,8	們
K390,3	draft-corrections
M391,5,3
K391,5	許可權
S391,10	權限
K392,5	訪問
S392,9	取用
K393,5	存取
S393,9	取用
K394,3	resources
M395,5,11
K395,5	camera
M395,13,3
K395,15	names
Q395,22,4
S395,23	相機
S395,27	攝像頭
S395,32	攝影機
S395,37	鏡頭
K395,42	related
Q395,51,11
S395,52	拍照
S395,56	拍攝
S395,60	掃描
S395,64	掃碼
S395,68	條碼
S395,72	QR
S395,76	影片
S395,80	錄影
S395,84	照片
S395,88	自拍
S395,92	錄製
K396,7	does
Q396,13,21
S396,14	拍照
S396,18	拍攝照片和影片
S396,27	拍攝照片或影片
S396,36	拍照和錄影
S396,43	拍照或錄影
S396,50	拍照片
S396,55	拍攝照片
S396,61	拍攝影片
S396,67	拍攝視頻
S396,73	拍影片
S396,78	拍攝
S396,82	錄影
S396,86	錄像
S396,90	錄製影片
S396,96	錄製視頻
S396,102	使用相機
S396,108	使用攝像頭
S396,115	使用攝影機
S396,122	取用相機
S396,128	存取相機
S396,134	訪問相機
K397,5	microphone
M397,17,3
K397,19	names
Q397,26,3
S397,27	麥克風
S397,32	咪高風
S397,37	咪高峰
K397,43	related
Q397,52,6
S397,53	錄音
S397,57	語音
S397,61	聲音
S397,65	通話
S397,69	錄製
S397,73	說話
K398,7	does
Q398,13,18
S398,14	錄音
S398,18	錄製音訊
S398,24	錄製音頻
S398,30	錄製聲音
S398,36	錄製語音
S398,42	擷取聲音
S398,48	擷取音訊
S398,54	採集聲音
S398,60	採集音頻
S398,66	捕獲音頻
S398,72	捕獲音訊
S398,78	聲音擷取
S398,84	聲音採集
S398,90	收音
S398,94	使用麥克風
S398,101	取用麥克風
S398,108	存取麥克風
S398,115	訪問麥克風
K399,5	photos
M399,13,3
K399,15	names
Q399,22,4
S399,23	相簿
S399,27	相冊
S399,31	圖庫
S399,35	照片圖庫
K399,42	related
Q399,51,7
S399,52	照片
S399,56	圖片
S399,60	儲存
S399,64	保存
S399,68	桌布
S399,72	影片
S399,76	相片
K400,7	does
Q400,13,21
S400,14	儲存照片
S400,20	儲存相片
S400,26	儲存圖片
S400,32	保存照片
S400,38	保存圖片
S400,44	儲存到相簿
S400,51	儲存至相簿
S400,58	存入相簿
S400,64	取用照片
S400,70	存取照片
S400,76	存取相簿
S400,82	取用相簿
S400,88	訪問相簿
S400,94	訪問照片
S400,100	存取照片圖庫
S400,108	取用照片圖庫
S400,116	訪問照片圖庫
S400,124	讀取照片
S400,130	讀取相簿
S400,136	使用相簿
S400,142	使用照片
K401,5	contacts
M401,15,3
K401,17	names
Q401,24,2
S401,25	聯絡人
S401,30	通訊錄
K401,36	related
Q401,45,4
S401,46	好友
S401,50	朋友
S401,54	邀請
S401,58	電話號碼
K402,7	does
Q402,13,7
S402,14	取用聯絡人
S402,21	存取聯絡人
S402,28	讀取聯絡人
S402,35	訪問通訊錄
S402,42	讀取通訊錄
S402,49	存取通訊錄
S402,56	使用通訊錄
K403,5	calendars
M403,16,3
K403,18	names
Q403,25,2
S403,26	行事曆
S403,31	日曆
K403,36	related
Q403,45,5
S403,46	行程
S403,50	事件
S403,54	預約
S403,58	活動
S403,62	預訂
K404,7	does
Q404,13,6
S404,14	取用行事曆
S404,21	存取行事曆
S404,28	讀取行事曆
S404,35	訪問日曆
S404,41	讀取日曆
S404,47	使用行事曆
K405,5	reminders
M405,16,3
K405,18	names
Q405,25,1
S405,26	提醒事項
K405,33	related
Q405,42,3
S405,43	待辦
S405,47	任務
S405,51	提醒
K406,7	does
Q406,13,3
S406,14	取用提醒事項
S406,22	存取提醒事項
S406,30	讀取提醒事項
K407,5	location
M407,15,3
K407,17	names
Q407,24,2
S407,25	位置
S407,29	定位
K407,34	related
Q407,43,7
S407,44	地圖
S407,48	附近
S407,52	導航
S407,56	所在
S407,60	城市
S407,64	天氣
S407,68	路線
K408,7	does
Q408,13,19
S408,14	取得位置
S408,20	取得你的位置
S408,28	取得您的位置
S408,36	取得定位
S408,42	獲取位置
S408,48	獲取你的位置
S408,56	獲取您的位置
S408,64	獲得位置
S408,70	取得目前位置
S408,78	確定位置
S408,84	使用位置
S408,90	使用你的位置
S408,98	使用您的位置
S408,106	取用位置
S408,112	存取位置
S408,118	訪問位置
S408,124	位置資訊
S408,130	位置信息
S408,136	定位
K409,5	bluetooth
M409,16,3
K409,18	names
Q409,25,1
S409,26	藍牙
K409,31	related
Q409,40,5
S409,41	裝置
S409,45	設備
S409,49	配件
S409,53	連接
S409,57	配對
K410,7	does
Q410,13,9
S410,14	使用藍牙
S410,20	取用藍牙
S410,26	存取藍牙
S410,32	訪問藍牙
S410,38	連接藍牙
S410,44	連線藍牙
S410,50	連接藍牙裝置
S410,58	連接藍牙設備
S410,66	搜尋藍牙裝置
K411,5	health
M411,13,3
K411,15	names
Q411,22,2
S411,23	健康資料
S411,29	「健康」
K411,36	related
Q411,45,6
S411,46	運動
S411,50	步數
S411,54	心率
S411,58	睡眠
S411,62	體重
S411,66	血糖
K412,7	does
Q412,13,5
S412,14	讀取健康資料
S412,22	寫入健康資料
S412,30	取用健康資料
S412,38	存取健康資料
S412,46	讀取健康數據
K413,5	face-id
M413,14,3
K413,16	names
Q413,23,2
S413,24	Face ID
S413,33	FaceID
K413,42	related
Q413,51,5
S413,52	解鎖
S413,56	驗證
S413,60	登入
S413,64	身分
S413,68	身份
K414,7	does
Q414,13,7
S414,14	使用 face id
S414,26	身分驗證
S414,32	身份驗證
S414,38	驗證身分
S414,44	驗證身份
S414,50	進行身分驗證
S414,58	進行身份驗證
K415,5	speech-recognition
M415,25,3
K415,27	names
Q415,34,2
S415,35	語音辨識
S415,41	語音識別
K415,48	related
Q415,57,4
S415,58	聽寫
S415,62	轉寫
S415,66	語音
S415,70	轉錄
K416,7	does
Q416,13,6
S416,14	語音辨識
S416,20	語音識別
S416,26	辨識語音
S416,32	識別語音
S416,38	使用語音辨識
S416,46	語音轉文字

"""#
}
