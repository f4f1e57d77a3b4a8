#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension ResponderEventsWrapper where Base: UISegmentedControl {
    /// Runs `handler` with the selected segment's index each time the user changes the
    /// selection, or the app changes it with `setSelectedSegmentIndex(_:)`; setting
    /// `selectedSegmentIndex` directly runs nothing (UISegmentedControl.h: the event is sent
    /// "when the segment changes via a user event").
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onValueChange<Owner: AnyObject>(
      with owner: Owner, identifier: String? = nil,
      _ handler: @escaping @MainActor (Owner, Int) -> Void
    ) -> HandlerToken {
      on(
        with: owner, .valueChanged, identifier: identifier, reading: { $0.selectedSegmentIndex },
        handler)
    }
  }

  extension ResponderEventsWrapper where Base: UITextField {
    /// Runs `handler` with the field's text after each edit the user makes
    /// (`.editingChanged`), or text the app sets with `setText(_:)`; `field.text = …` is not
    /// expected to run it (no header says whether UIKit sends an event then; not checked on a
    /// device).
    ///
    /// While an input method is composing (marked text, as when typing Chinese with pinyin), the
    /// text includes the uncommitted composition.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onTextChange<Owner: AnyObject>(
      with owner: Owner, identifier: String? = nil,
      _ handler: @escaping @MainActor (Owner, String) -> Void
    ) -> HandlerToken {
      on(with: owner, .editingChanged, identifier: identifier, reading: { $0.text ?? "" }, handler)
    }
  }

  #if !os(tvOS)
    extension ResponderEventsWrapper where Base: UISwitch {
      /// Runs `handler` with `isOn` each time the user toggles the switch, or the app does with
      /// `setOn(_:animated:)` of `re`; UIKit's own `setOn(_:animated:)` "does not send action"
      /// (UISwitch.h), so it runs nothing.
      ///
      /// ```swift
      /// notificationsSwitch.re.onValueChange(with: notificationsSwitch) { _, isOn in
      ///   settings.notifications = isOn
      /// }
      /// ```
      ///
      /// `owner` is held weakly; once it is deallocated the closure counts as removed.
      @discardableResult
      public func onValueChange<Owner: AnyObject>(
        with owner: Owner, identifier: String? = nil,
        _ handler: @escaping @MainActor (Owner, Bool) -> Void
      ) -> HandlerToken {
        on(with: owner, .valueChanged, identifier: identifier, reading: { $0.isOn }, handler)
      }
    }

    extension ResponderEventsWrapper where Base: UISlider {
      /// Runs `handler` with the slider's value each time the user moves it (when the drag
      /// ends, if `isContinuous` is `false`, UISlider.h), or the app does with
      /// `setValue(_:animated:)` of `re`; UIKit's own `setValue(_:animated:)` "does not send
      /// action" (UISlider.h).
      ///
      /// `owner` is held weakly; once it is deallocated the closure counts as removed.
      @discardableResult
      public func onValueChange<Owner: AnyObject>(
        with owner: Owner, identifier: String? = nil,
        _ handler: @escaping @MainActor (Owner, Float) -> Void
      ) -> HandlerToken {
        on(with: owner, .valueChanged, identifier: identifier, reading: { $0.value }, handler)
      }
    }

    extension ResponderEventsWrapper where Base: UIStepper {
      /// Runs `handler` with the stepper's value each time it changes, whether the user or the
      /// app changes it: setting `value` "sends UIControlEventValueChanged" (UIStepper.h).
      ///
      /// `owner` is held weakly; once it is deallocated the closure counts as removed.
      @discardableResult
      public func onValueChange<Owner: AnyObject>(
        with owner: Owner, identifier: String? = nil,
        _ handler: @escaping @MainActor (Owner, Double) -> Void
      ) -> HandlerToken {
        on(with: owner, .valueChanged, identifier: identifier, reading: { $0.value }, handler)
      }
    }

    extension ResponderEventsWrapper where Base: UIDatePicker {
      /// Runs `handler` with the picked date each time the user picks one, or the app sets one
      /// with `setDate(_:animated:)` of `re`; UIKit's own setter is not expected to send an
      /// event (no header says; not checked on a device).
      ///
      /// Not for a `.countDownTimer` picker: there `date` is "Ignored in countdown timer mode"
      /// (UIDatePicker.h) and the handler would get the same date at every change. Read
      /// `countDownDuration` in `on(with:_:identifier:_:)` for `.valueChanged` instead.
      ///
      /// `owner` is held weakly; once it is deallocated the closure counts as removed.
      @discardableResult
      public func onValueChange<Owner: AnyObject>(
        with owner: Owner, identifier: String? = nil,
        _ handler: @escaping @MainActor (Owner, Date) -> Void
      ) -> HandlerToken {
        on(with: owner, .valueChanged, identifier: identifier, reading: { $0.date }, handler)
      }
    }
  #endif
#endif
