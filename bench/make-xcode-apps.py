#!/usr/bin/env python3
"""Writes N synthetic Xcode projects for `bench/load.sh`: the `.strings`-only tree of
make-apps.py (30 keys x 3 locales per app), and beside each app's Resources folder what a modern
project adds: App.xcodeproj/project.pbxproj with an app and a widget target (Debug and Release,
project- and target-level settings, 12 INFOPLIST_KEY_ purpose strings, one conditional), an
.xcconfig the configuration names, and an Info.plist with 6 keys the build settings partly
override. Deterministic."""
import os, runpy, sys

HERE = os.path.dirname(os.path.abspath(__file__))
root = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
sys.argv = [sys.argv[0], root, str(count)]
texts = runpy.run_path(os.path.join(HERE, "make-apps.py"))["good_texts"]()
keys = sorted(texts)[:30]


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def project(n):
    settings = "\n".join(
        f"\t\t\t\tINFOPLIST_KEY_{key} = {quoted(texts[key]['en'])};" for key in keys[:12])
    return f"""// !$*UTF8*$!
{{
	archiveVersion = 1;
	objectVersion = 56;
	objects = {{
		G0 = {{ isa = PBXGroup; children = ( G1, G2 ); sourceTree = "<group>"; }};
		G1 = {{ isa = PBXGroup; children = ( F1 ); path = Resources; sourceTree = "<group>"; }};
		G2 = {{ isa = PBXGroup; children = ( F2 ); path = Config; sourceTree = "<group>"; }};
		F1 = {{ isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; }};
		F2 = {{ isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; }};
		P0 = {{ isa = PBXProject; buildConfigurationList = L0; developmentRegion = en;
			knownRegions = ( en, Base, "zh-Hans", "zh-Hant", ); mainGroup = G0; targets = ( T1, T2 ); }};
		T1 = {{ isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = ( ); name = App{n:04d};
			productType = "com.apple.product-type.application"; }};
		T2 = {{ isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = ( ); name = Widget;
			productType = "com.apple.product-type.app-extension"; }};
		L0 = {{ isa = XCConfigurationList; buildConfigurations = ( C0, C1 ); defaultConfigurationName = Release; }};
		L1 = {{ isa = XCConfigurationList; buildConfigurations = ( C2, C3 ); defaultConfigurationName = Release; }};
		L2 = {{ isa = XCConfigurationList; buildConfigurations = ( C4 ); defaultConfigurationName = Release; }};
		C0 = {{ isa = XCBuildConfiguration; buildSettings = {{ SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0; }}; name = Debug; }};
		C1 = {{ isa = XCBuildConfiguration; buildSettings = {{ SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;
				INFOPLIST_KEY_NSLocalNetworkUsageDescription = "Find printers on your network."; }}; name = Release; }};
		C2 = {{ isa = XCBuildConfiguration; baseConfigurationReference = F2; buildSettings = {{
				GENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = Resources/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; }}; name = Debug; }};
		C3 = {{ isa = XCBuildConfiguration; baseConfigurationReference = F2; buildSettings = {{
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_FILE = Resources/Info.plist;
				PRODUCT_NAME = "$(TARGET_NAME)";
				"INFOPLIST_KEY_NSMicrophoneUsageDescription[sdk=iphoneos*]" = "Record a voice memo in $(PRODUCT_NAME).";
{settings}
			}}; name = Release; }};
		C4 = {{ isa = XCBuildConfiguration; buildSettings = {{ GENERATE_INFOPLIST_FILE = YES; }}; name = Release; }};
	}};
	rootObject = P0;
}}
"""


def plist():
    entries = "\n".join(
        f"\t<key>{key}</key>\n\t<string>{texts[key]['en'].replace('&', '&amp;').replace('<', '&lt;')}</string>"
        for key in keys[6:12])
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>$(DEVELOPMENT_LANGUAGE)</string>
{entries}
</dict>
</plist>
"""


runpy.run_path(os.path.join(HERE, "make-apps.py"), run_name="__main__")
for n in range(count):
    app = os.path.join(root, f"app{n:04d}")
    os.makedirs(os.path.join(app, "App.xcodeproj"), exist_ok=True)
    os.makedirs(os.path.join(app, "Config"), exist_ok=True)
    with open(os.path.join(app, "App.xcodeproj", "project.pbxproj"), "w", encoding="utf-8") as f:
        f.write(project(n))
    with open(os.path.join(app, "Config", "App.xcconfig"), "w", encoding="utf-8") as f:
        f.write(f"INFOPLIST_KEY_{keys[12]} = {texts[keys[12]]['en']}\n")
    with open(os.path.join(app, "Resources", "Info.plist"), "w", encoding="utf-8") as f:
        f.write(plist())
