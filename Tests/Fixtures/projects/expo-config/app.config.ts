import { ExpoConfig } from 'expo/config';

// The app's config, as a literal.
const config: ExpoConfig = {
  name: 'Larder',
  slug: 'larder',
  ios: {
    infoPlist: {
      NSCameraUsageDescription: 'Scan a barcode to add an item.',
      "NSMicrophoneUsageDescription": "Record a voice note for a recipe.",
      NSLocationWhenInUseUsageDescription: `Find shops near ${process.env.CITY}.`,
    },
  },
};

export default config;
