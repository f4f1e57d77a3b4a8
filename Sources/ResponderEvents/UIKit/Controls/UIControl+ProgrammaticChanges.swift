#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import UIKit

  // UIKit sends `.valueChanged` for the user's changes only: `setOn(_:animated:)` "does not send
  // action" (UISwitch.h), nor does a slider's `setValue(_:animated:)` (UISlider.h), and a
  // segmented control sends it "when the segment changes via a user event"
  // (UISegmentedControl.h). A stepper's `value` setter is the exception: it "sends
  // UIControlEventValueChanged" (UIStepper.h), so it needs nothing here. These methods change
  // the value and then send the event, so closures, `send(_:on:)` registrations and the app's
  // own target-actions see changes made in code too.

  extension ResponderEventsWrapper where Base: UISwitch {
    /// Turns the switch on or off and, if that changed it, sends `.valueChanged` as a user's
    /// toggle does.
    ///
    /// Only `.valueChanged`: a registration for `.primaryActionTriggered`, the default event of
    /// `send(with:on:)`, does not run.
    ///
    /// ```swift
    /// notificationsSwitch.re.setOn(settings.notifications, animated: false)
    /// ```
    public func setOn(_ isOn: Bool, animated: Bool) {
      guard base.isOn != isOn else { return }
      base.setOn(isOn, animated: animated)
      base.sendActions(for: .valueChanged)
    }
  }

  extension ResponderEventsWrapper where Base: UISlider {
    /// Moves the slider and, if its value changed (after clamping to its range), sends
    /// `.valueChanged` as a user's drag does.
    public func setValue(_ value: Float, animated: Bool) {
      let old = base.value
      base.setValue(value, animated: animated)
      if base.value != old { base.sendActions(for: .valueChanged) }
    }
  }

  extension ResponderEventsWrapper where Base: UISegmentedControl {
    /// Selects a segment (or none, with `UISegmentedControl.noSegment`) and, if the selection
    /// changed, sends the control events a user's tap sends.
    ///
    /// Those are `.valueChanged` and `.primaryActionTriggered` ("Selecting a segment calls …
    /// handlers for the ValueChanged and PrimaryActionTriggered control events",
    /// UISegmentedControl.h), so `send(with:on:)` with its default event runs too. They go in
    /// one `sendActions(for:)` call: whether a tap sends them in one call or two, no header
    /// says, and a closure registered for both runs once here. A segment's own `UIAction`, in a
    /// control made with `init(frame:actions:)`, is not run: call its handler yourself if it
    /// must. The events are sent only if the control reads the new index back: a momentary
    /// control's index is "ignored in momentary mode" (UISegmentedControl.h, line 90), and
    /// nothing is sent there.
    public func setSelectedSegmentIndex(_ index: Int) {
      let old = base.selectedSegmentIndex
      base.selectedSegmentIndex = index
      guard base.selectedSegmentIndex != old else { return }
      base.sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
  }

  extension ResponderEventsWrapper where Base: UIDatePicker {
    /// Sets the date and, if it changed, sends `.valueChanged` as a user's pick does.
    ///
    /// A `.countDownTimer` picker ignores `date` (UIDatePicker.h), so nothing is sent there: set
    /// its `countDownDuration`, then `sendActions(for: .valueChanged)` if the app's closures
    /// must hear it.
    public func setDate(_ date: Date, animated: Bool) {
      let old = base.date
      base.setDate(date, animated: animated)
      if base.date != old { base.sendActions(for: .valueChanged) }
    }
  }
#endif
