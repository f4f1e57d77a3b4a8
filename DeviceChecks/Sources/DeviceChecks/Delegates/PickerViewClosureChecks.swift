#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The picker view's closures, whose two proxies are built with `ClosureDelegateProxy`'s public
  /// subclassing API alone: the data source closures decide what UIKit caches, the delegate
  /// closures run beside the app's own delegate, set before or after, alive or deallocated.
  ///
  /// UIPickerView is unavailable on tvOS (UIPickerView.h).
  @MainActor
  enum PickerViewClosureChecks {
    static var all: [DeviceCheck] {
      [closuresBesideAppObjects, appDelegateSetAfterThenDeallocated]
    }

    private static let titleSelector = #selector(
      (any UIPickerViewDelegate).pickerView(_:titleForRow:forComponent:))
    private static let rowHeightSelector = #selector(
      (any UIPickerViewDelegate).pickerView(_:rowHeightForComponent:))
    private static let didSelectSelector = #selector(
      (any UIPickerViewDelegate).pickerView(_:didSelectRow:inComponent:))

    /// A picker in a shown screen.
    private static func picker(in context: DeviceCheckContext) async -> UIPickerView? {
      let screen = ProbeController("Picker")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let picker = UIPickerView(frame: CGRect(x: 0, y: 200, width: 320, height: 216))
      screen.view.addSubview(picker)
      return picker
    }

    static let closuresBesideAppObjects = DeviceCheck(
      area: "Delegates", name: "UIPickerView closures beside the app's data source and delegate",
      verifies: "With the app's own data source and delegate set before the closures, after"
        + " reloadAllComponents numberOfComponents and numberOfRows(inComponent:) follow the"
        + " newest provideNumberOfComponents and provideNumberOfRows closures and the app's data"
        + " source is not asked; provideTitle answers titleForRow instead of the app's method;"
        + " didSelectRow runs onSelectRow's closure then"
        + " the app's delegate, once each; re.delegate and re.dataSource are the app's objects.",
      calls: .both(
        "reloadAllComponents() and layoutIfNeeded() make UIKit ask the data source (and the"
          + " delegate for titles, recorded); " + Cites.pickerSelect)
    ) { context in
      var verdict = Verdict()
      guard let picker = await picker(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let appDataSource = AppPickerDataSource(log: log)
      let appDelegate = AppPickerDelegate(log: log)
      picker.dataSource = appDataSource
      picker.delegate = appDelegate
      var titlesAsked = 0
      let kinds = AppObjectScenario.diagnostics {
        picker.re.provideNumberOfComponents(with: picker) { _ in 9 }
        picker.re.provideNumberOfComponents(with: picker) { _ in 2 }
        picker.re.provideNumberOfRows(with: picker) { _, _ in 9 }
        picker.re.provideNumberOfRows(with: picker) { _, component in component == 0 ? 4 : 6 }
        picker.re.provideTitle(with: picker) { _, row, component in
          titlesAsked += 1
          return "closure \(row).\(component)"
        }
        picker.re.onSelectRow(with: picker) { _, _, _ in log.append("closure") }
      }
      verdict.expectEqual(kinds, [], "diagnostics while registering the closures")
      verdict.expect(
        (picker.dataSource as AnyObject?) !== appDataSource, "dataSource is not the proxy")
      verdict.expect((picker.delegate as AnyObject?) !== appDelegate, "delegate is not the proxy")
      log.reset()
      titlesAsked = 0
      picker.reloadAllComponents()
      picker.layoutIfNeeded()
      verdict.expectEqual(picker.numberOfComponents, 2, "numberOfComponents after reload")
      verdict.expectEqual(picker.numberOfRows(inComponent: 0), 4, "rows of component 0")
      verdict.expectEqual(picker.numberOfRows(inComponent: 1), 6, "rows of component 1")
      verdict.expect(
        !log.entries.contains { $0.hasPrefix("app data source") },
        "the app's data source was asked though closures answer: \(log.entries)")
      verdict.fact(
        "titles UIKit asked the picker's delegate for during reloadAllComponents and layout",
        String(titlesAsked), expected: "at least one per visible row")

      log.reset()
      let title = picker.delegate?.pickerView?(picker, titleForRow: 1, forComponent: 0)
      verdict.expectEqual(title, "closure 1.0", "pickerView(_:titleForRow:forComponent:)")
      verdict.expectEqual(log.entries, [], "the app's title method asked beside the closure")

      log.reset()
      picker.selectRow(2, inComponent: 0, animated: false)
      await Stage.turnRunLoop()
      verdict.expectEqual(picker.selectedRow(inComponent: 0), 2, "selectedRow(inComponent: 0)")
      verdict.fact(
        "delegate calls after selectRow(_:inComponent:animated:)", Responders.arrows(log.entries),
        expected: "(nothing): UIKit calls didSelectRow for the user's selection only")

      log.reset()
      picker.delegate?.pickerView?(picker, didSelectRow: 2, inComponent: 0)
      verdict.expectEqual(
        log.entries, ["closure", "app"], "pickerView(_:didSelectRow:inComponent:)")
      verdict.expect(picker.re.delegate === appDelegate, "re.delegate is not the app's delegate")
      verdict.expect(
        picker.re.dataSource === appDataSource, "re.dataSource is not the app's data source")
      withExtendedLifetime((appDataSource, appDelegate)) {}
      return verdict.outcome("the newest closures answered, then the app's delegate ran")
    }

    static let appDelegateSetAfterThenDeallocated = DeviceCheck(
      area: "Delegates", name: "UIPickerView delegate set after the closures, then deallocated",
      verifies: "The app's delegate set with picker.delegate = … after provideTitle and"
        + " onSelectRow is adopted: the proxy stays the delegate, didSelectRow runs the closure"
        + " then the app's method, the app's rowHeightForComponent is claimed and answers, and"
        + " re.delegate is the app's; once it died, the closure alone runs, rowHeight is no"
        + " longer claimed, and the title method is claimed only until its closure is removed.",
      calls: .check(
        Cites.pickerSelect + "; the check asks for titles and row heights itself, responds(to:)"
          + " first")
    ) { context in
      var verdict = Verdict()
      guard let picker = await picker(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      picker.re.provideNumberOfRows(with: picker) { _, _ in 3 }
      let titleToken = picker.re.provideTitle(with: picker) { _, row, _ in
        log.append("closure title")
        return "closure \(row)"
      }
      picker.re.onSelectRow(with: picker) { _, _, _ in log.append("closure") }

      weak var probe: AppPickerDelegate?
      let kinds = AppObjectScenario.diagnostics {
        autoreleasepool {
          let app = AppPickerDelegate(log: log)
          probe = app
          picker.delegate = app
          verdict.expect(
            (picker.delegate as AnyObject?) !== app, "the app's delegate displaced the proxy")
          verdict.expect(picker.re.delegate === app, "re.delegate is not the delegate set after")
          log.reset()
          picker.delegate?.pickerView?(picker, didSelectRow: 1, inComponent: 0)
          verdict.expectEqual(log.entries, ["closure", "app"], "didSelectRow, app alive")
          log.reset()
          let title = picker.delegate?.pickerView?(picker, titleForRow: 2, forComponent: 0)
          verdict.expectEqual(title, "closure 2", "titleForRow, app alive")
          verdict.expectEqual(log.entries, ["closure title"], "titleForRow asked, app alive")
          let claimsHeight = picker.delegate?.responds(to: rowHeightSelector) ?? false
          verdict.expect(claimsHeight, "the proxy does not claim the app's rowHeightForComponent")
          if claimsHeight {
            let height = picker.delegate?.pickerView?(picker, rowHeightForComponent: 0)
            verdict.expectEqual(height, AppPickerDelegate.rowHeight, "rowHeightForComponent")
          }
        }
      }
      verdict.fact("diagnostics while the app's delegate was set after and died", "\(kinds)")
      guard probe == nil else {
        return .failed("the app's delegate was not deallocated; the check could not run")
      }
      await Stage.turnRunLoop()
      verdict.expect(picker.re.delegate == nil, "re.delegate outlived the app's delegate")
      log.reset()
      picker.delegate?.pickerView?(picker, didSelectRow: 1, inComponent: 0)
      verdict.expectEqual(log.entries, ["closure"], "didSelectRow after the app's delegate died")
      let delegate = picker.delegate
      verdict.expect(
        !(delegate?.responds(to: rowHeightSelector) ?? false),
        "the proxy still claims rowHeightForComponent after the app's delegate died")
      verdict.expect(
        delegate?.responds(to: titleSelector) ?? false,
        "the proxy stopped claiming titleForRow while its closure is registered")
      verdict.expect(
        delegate?.responds(to: didSelectSelector) ?? false,
        "the proxy does not claim didSelectRow while its closure is registered")
      titleToken.remove()
      verdict.expect(
        !(picker.delegate?.responds(to: titleSelector) ?? false),
        "the proxy still claims titleForRow with no closure and the app's delegate dead")
      return verdict.outcome("adopted after, and claims followed the app's delegate's lifetime")
    }
  }

  /// The app's picker data source: one component of five rows, logging each question.
  @MainActor
  private final class AppPickerDataSource: NSObject, UIPickerViewDataSource {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
      log.append("app data source components")
      return 1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      log.append("app data source rows")
      return 5
    }
  }

  /// The app's picker delegate: titles and selection, which closures also handle, and row
  /// heights, which only it answers.
  @MainActor
  private final class AppPickerDelegate: NSObject, UIPickerViewDelegate {
    static let rowHeight: CGFloat = 40
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func pickerView(
      _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    )
      -> String?
    {
      log.append("app title")
      return "app \(row)"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      log.append("app")
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
      Self.rowHeight
    }
  }
#endif
