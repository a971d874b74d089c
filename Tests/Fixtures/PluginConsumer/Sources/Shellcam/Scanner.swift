import AVFoundation

/// Asks for the camera: an app that ships this needs NSCameraUsageDescription.
public func startScanning() {
  AVCaptureDevice.requestAccess(for: .video) { _ in }
}
