import ProjectDescription

public let widgetInfo: [String: Plist.Value] = [
  "NSLocationWhenInUseUsageDescription": "Show the nearest trail on your Home Screen."
]
