#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsDelegates
  import UIKit

  /// The samples of the `with: owner` registrations: closures that receive their owner, held
  /// weakly, in place of their view.
  @MainActor
  enum OwnerClosureSamples {
    /// The table view closures' overview.
    final class CityListController: UIViewController {
      let tableView = UITableView()
      var items = ["Beijing", "Shanghai", "Shenzhen"]

      func cell(for indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
        view.addSubview(tableView)
        tableView.re.provideNumberOfRows(with: self) { controller, _ in controller.items.count }
        tableView.re.provideCell(with: self) { controller, indexPath in
          controller.cell(for: indexPath)
        }
      }
    }

    /// The overview of `UITableViewDataSource` and `UITableViewDelegate` as closures.
    final class CitiesController: UIViewController {
      let tableView = UITableView()
      let cities = ["Beijing", "Shanghai", "Chengdu"]
      private(set) var opened: [String] = []

      func open(_ city: String) { opened.append(city) }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
        tableView.re.provideNumberOfRows(with: self) { controller, _ in controller.cities.count }
        tableView.re.provideCell(with: self) { controller, indexPath in
          let cell = controller.tableView.dequeueReusableCell(
            withIdentifier: "city", for: indexPath)
          var content = cell.defaultContentConfiguration()
          content.text = controller.cities[indexPath.row]
          cell.contentConfiguration = content
          return cell
        }
        tableView.re.onSelectRow(with: self) { controller, indexPath in
          controller.open(controller.cities[indexPath.row])
        }
      }
    }

    /// `on(with:_:identifier:_:)` for a button's primary action.
    final class ProductController: UIViewController {
      let buyButton = UIButton(type: .system)
      private(set) var purchases = 0

      func buy() { purchases += 1 }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(buyButton)
        buyButton.re.on(with: self, .primaryActionTriggered) { controller in controller.buy() }
      }
    }

    /// Sent by an editor's Save button.
    struct SaveTapped: ResponderEvent {
      let draft: String
    }

    /// `action(with:title:image:identifier:attributes:state:options:_:)`.
    final class EditorController: UIViewController {
      var draft = ""

      override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          primaryAction: re.action(with: self, title: "Save") { controller, _ in
            SaveTapped(draft: controller.draft)
          })
      }
    }
  }
#endif

#if canImport(MapKit) && canImport(UIKit) && !os(watchOS)
  import MapKit

  // `ClosureDelegateProxy.register(with:_:in:for:)`: the `with: owner` form of a registration
  // method of the app's own, on the map view proxy of AnyDelegateSamples.swift.
  extension ResponderEventsWrapper where Base == MKMapView {
    /// Called when the visible region has changed, with `owner` in place of the map view.
    @discardableResult
    func onRegionChange<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Bool) -> Void
    ) -> HandlerToken {
      let proxy = MapViewClosures.installed(on: base, at: \.delegate)
      return proxy.register(
        with: owner, { owner in { _, animated in body(owner, animated) } },
        in: proxy.regionDidChange,
        for: #selector((any MKMapViewDelegate).mapView(_:regionDidChangeAnimated:)))
    }
  }
#endif
