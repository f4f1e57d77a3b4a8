#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsDelegates
  import UIKit

  /// Programmatic changes through the `re` setters, which set the value and send the control's
  /// event, so that closures and input rules apply as if the user had changed it.
  @MainActor
  enum ProgrammaticChangeChecks {
    static var all: [DeviceCheck] {
      [switchSetOn, sliderSetValue, segmentedSetSelected, textFieldSetText]
    }

    static let switchSetOn = DeviceCheck(
      area: "Controls", name: "re.setOn(_:animated:) sends .valueChanged",
      verifies: "switch.re.setOn(true, animated: false) turns the switch on and runs its"
        + " re.onValueChange closure once, with true; setting the same value again sends"
        + " nothing.",
      calls: .uikit(
        "the re setter sets the value and calls sendActions(for:), which makes UIKit run the"
          + " closures' UIActions"),
      needs: [.controlActions]
    ) { _ in
      var verdict = Verdict()
      let toggle = UISwitch()
      var seen: [Bool] = []
      toggle.re.onValueChange(with: toggle) { _, isOn in seen.append(isOn) }
      toggle.re.setOn(true, animated: false)
      verdict.expect(toggle.isOn, "the switch is off")
      verdict.expectEqual(seen, [true], "values the closure saw")
      toggle.re.setOn(true, animated: false)
      verdict.expectEqual(seen, [true], "values the closure saw after setting the same value")
      return verdict.outcome("closure saw true once")
    }

    static let sliderSetValue = DeviceCheck(
      area: "Controls", name: "re.setValue(_:animated:) sends .valueChanged",
      verifies: "slider.re.setValue(0.75, animated: false) sets the value and runs its"
        + " re.onValueChange closure once, with 0.75; the same value sends nothing, a value"
        + " past the maximum sends the clamped one.",
      calls: .uikit(
        "the re setter sets the value and calls sendActions(for:), which makes UIKit run the"
          + " closures' UIActions"),
      needs: [.controlActions]
    ) { _ in
      var verdict = Verdict()
      let slider = UISlider()
      var seen: [Float] = []
      slider.re.onValueChange(with: slider) { _, value in seen.append(value) }
      slider.re.setValue(0.75, animated: false)
      verdict.expectEqual(slider.value, 0.75, "value")
      verdict.expectEqual(seen, [0.75], "values the closure saw")
      slider.re.setValue(0.75, animated: false)
      slider.re.setValue(2, animated: false)
      verdict.expectEqual(
        seen, [0.75, 1], "values after the same value, then one clamped to the maximum")
      return verdict.outcome("closure saw 0.75, then the clamped 1")
    }

    static let segmentedSetSelected = DeviceCheck(
      area: "Controls",
      name: "re.setSelectedSegmentIndex(_:) sends .valueChanged and .primaryActionTriggered",
      verifies: "segmented.re.setSelectedSegmentIndex(1) selects the segment and runs a"
        + " .valueChanged closure and a .primaryActionTriggered closure once each; how many"
        + " times a closure registered for both runs is recorded (one combined sendActions"
        + " call; whether a user's tap sends the two in one call or two, no header says);"
        + " on a momentary control, which ignores the index set, nothing runs.",
      calls: .uikit(
        "the re setter sets the selection and calls sendActions(for:) with both events, which"
          + " makes UIKit run the closures' UIActions"),
      needs: [.controlActions]
    ) { _ in
      var verdict = Verdict()
      let segmented = UISegmentedControl(items: ["One", "Two"])
      segmented.selectedSegmentIndex = 0
      var runs: [String] = []
      segmented.re.on(with: segmented, .valueChanged) { _ in runs.append("value") }
      segmented.re.on(with: segmented, .primaryActionTriggered) { _ in runs.append("primary") }
      segmented.re.on(with: segmented, [.valueChanged, .primaryActionTriggered]) { _ in
        runs.append("both")
      }
      segmented.re.setSelectedSegmentIndex(1)
      verdict.expectEqual(segmented.selectedSegmentIndex, 1, "the selected segment")
      verdict.expectEqual(runs.filter { $0 == "value" }.count, 1, ".valueChanged closure runs")
      verdict.expectEqual(
        runs.filter { $0 == "primary" }.count, 1, ".primaryActionTriggered closure runs")
      verdict.fact(
        "runs of a closure for both events, after one combined sendActions(for:)",
        "\(runs.filter { $0 == "both" }.count)")
      runs.removeAll()
      segmented.isMomentary = true
      segmented.re.setSelectedSegmentIndex(0)
      verdict.expectEqual(runs, [], "closures run by a set on a momentary control")
      verdict.fact("a momentary control's index after the set", "\(segmented.selectedSegmentIndex)")
      return verdict.outcome("each single-event closure ran once, none for a momentary control")
    }

    static let textFieldSetText = DeviceCheck(
      area: "Controls", name: "re.setText(_:) sends .editingChanged and applies input rules",
      verifies: "field.re.setText(\"abcdef\") on a field limited to 3 characters leaves \"abc\""
        + " and runs its re.onTextChange closure once, with \"abc\".",
      calls: .uikit(
        "the re setter sets the value and calls sendActions(for:), which makes UIKit run the"
          + " closures' UIActions and the input rule's target-action"),
      needs: [.controlActions, .targetActions]
    ) { _ in
      var verdict = Verdict()
      let field = UITextField()
      field.re.apply(.maximumLength(3))
      var seen: [String] = []
      field.re.onTextChange(with: field) { _, text in seen.append(text) }
      field.re.setText("abcdef")
      verdict.expectEqual(field.text ?? "", "abc", "text after the rule")
      verdict.expectEqual(seen, ["abc"], "texts the onTextChange closure saw")
      return verdict.outcome("text cut to \"abc\" before the closure saw it")
    }
  }
#endif
