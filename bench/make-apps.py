#!/usr/bin/env python3
"""Writes a synthetic tree of apps for `bench/check.sh`: N apps x 30 purpose keys x 3 locales,
as <app>/Resources/{en,zh-Hans,zh-Hant}.lproj/InfoPlist.strings. Deterministic (seeded).

Each key has its own well-written text (Tests/Fixtures/precision plus seven more keys), and about
one text in eight is replaced by a typical mistake (restated resource, vague benefit, Simplified
characters in zh-Hant, mainland terms, English left untranslated, half-width commas, format
specifiers, wrong quotation marks), so that every rule has work to do at a realistic rate."""
import os, random, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "..", "Tests", "Fixtures", "precision")

EXTRA = {
    "NSCalendarsWriteOnlyAccessUsageDescription": (
        "Add your class schedule to your calendar as events.",
        "把你的课程表作为事件添加到日历。", "把你的課程表作為活動加入行事曆。"),
    "NSFallDetectionUsageDescription": (
        "Alert your emergency contact if a hard fall is detected during a hike.",
        "徒步时检测到严重摔倒后，通知你的紧急联系人。", "健行時偵測到嚴重跌倒後，通知你的緊急聯絡人。"),
    "NSHealthClinicalHealthRecordsShareUsageDescription": (
        "Show your lab results from Health next to your symptom notes.",
        "在症状笔记旁显示“健康”中的化验结果。", "在症狀筆記旁顯示「健康」中的檢驗結果。"),
    "NSVideoSubscriberAccountUsageDescription": (
        "Sign in with your TV provider to watch live channels in the app.",
        "使用你的电视服务商登录，即可在 App 中观看直播频道。", "使用你的電視業者登入，即可在 App 中觀看直播頻道。"),
    "NSSensorKitUsageDescription": (
        "Share phone usage patterns with the sleep study you joined.",
        "与你加入的睡眠研究共享手机使用模式。", "與你加入的睡眠研究分享手機使用模式。"),
    "NSIdentityUsageDescription": (
        "Verify your age with the ID in Wallet before you rent a car.",
        "租车前，使用钱包中的证件验证你的年龄。", "租車前，使用錢包中的證件驗證你的年齡。"),
    "NSGKFriendListUsageDescription": (
        "Show which of your Game Center friends also play, so you can invite them.",
        "显示哪些 Game Center 好友也在玩，以便邀请他们。", "顯示哪些 Game Center 好友也在玩，以便邀請他們。"),
}

MISTAKES = {
    "en": ["This app needs access to your {noun}.", "Used to provide a better experience.",
           "%@ uses this to sync your data.", "TODO"],
    "zh-Hans": ["需要获取你的{noun}权限", "为了提供更好的体验,请允许访问。", "使用Face ID解锁你的私密日记。",
                "{en}", "轻点「扫描」即可兑换。"],
    "zh-Hant": ["需要訪問你的相冊，以便儲存照片。", "小风筝需要行事曆权限。", "用於錄製視頻。",
                "點一下“掃描”即可兌換。", "{en}"],
}
NOUNS = {"en": "camera", "zh-Hans": "相机", "zh-Hant": "相機"}


def good_texts():
    texts = {}
    for locale in ("en", "zh-Hans", "zh-Hant"):
        with open(os.path.join(FIXTURE, f"{locale}.lproj", "InfoPlist.strings"), encoding="utf-8") as f:
            for key, value in re.findall(r'^"(\w+)" = "(.*)";$', f.read(), re.M):
                texts.setdefault(key, {})[locale] = value
    for key, (en, hans, hant) in EXTRA.items():
        texts[key] = {"en": en, "zh-Hans": hans, "zh-Hant": hant}
    return texts


def main():
    root = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    rng = random.Random(2026)
    texts = good_texts()
    keys = sorted(texts)[:30]
    for n in range(count):
        for locale in ("en", "zh-Hans", "zh-Hant"):
            folder = os.path.join(root, f"app{n:04d}", "Resources", f"{locale}.lproj")
            os.makedirs(folder, exist_ok=True)
            lines = [f"/* App {n} purpose strings ({locale}) */"]
            for key in keys:
                text = texts[key][locale]
                if rng.random() < 0.125:
                    text = rng.choice(MISTAKES[locale]).format(noun=NOUNS[locale], en=texts[key]["en"])
                lines.append(f'\n/* {key} */\n"{key}" = "{text.replace(chr(34), chr(92) + chr(34))}";')
            with open(os.path.join(folder, "InfoPlist.strings"), "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")


main()
