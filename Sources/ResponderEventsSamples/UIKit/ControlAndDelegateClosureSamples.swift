#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsDelegates
  import UIKit

  /// The samples of the closure APIs of controls, table views, collection views, pickers and
  /// text fields.
  @MainActor
  enum ControlAndDelegateClosureSamples {
    static func fillATable(tableView: UITableView) {
      let titles = ["Beijing", "Shanghai", "Shenzhen", "Guangzhou", "Chengdu", "Xiong'an"]
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")

      tableView.re.provideNumberOfRows(with: tableView) { _, _ in titles.count }
      tableView.re.provideCell(with: tableView) { tableView, indexPath in
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
      }
      tableView.re.onSelectRow(with: tableView) { _, indexPath in
        print(titles[indexPath.row])
      }
    }

    /// The collection closures' overview: a controller that keeps its photos and its
    /// collection, and passes itself as the owner.
    final class PhotoGridController: UIViewController {
      let collection = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      var photos: [Photo] = []
      private(set) var opened: [Photo] = []

      func open(_ photo: Photo) { opened.append(photo) }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collection)
        collection.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collection.re.provideNumberOfItems(with: self) { controller, _ in controller.photos.count }
        collection.re.provideCell(with: self) { controller, indexPath in
          let cell = controller.collection.dequeueReusableCell(
            withReuseIdentifier: "photo", for: indexPath)
          (cell as? PhotoCell)?.show(controller.photos[indexPath.item])
          return cell
        }
        collection.re.provideItemSize(with: self) { _, _ in CGSize(width: 100, height: 100) }
        collection.re.onSelectItem(with: self) { controller, indexPath in
          controller.open(controller.photos[indexPath.item])
        }
      }
    }

    #if !os(tvOS)
      static func fillAPicker(picker: UIPickerView) {
        let sizes = ["S", "M", "L", "XL"]
        picker.re.provideNumberOfRows(with: picker) { _, _ in sizes.count }
        picker.re.provideTitle(with: picker) { _, row, _ in sizes[row] }
        picker.re.onSelectRow(with: picker) { _, row, _ in print("size", sizes[row]) }
      }
    #endif

    static func headerViews(tableView: UITableView, sectionTitles: [String]) {
      tableView.register(
        UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
      tableView.re.provideHeaderView(with: tableView) { tableView, section in
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        var content = header?.defaultContentConfiguration()
        content?.text = sectionTitles[section]
        header?.contentConfiguration = content
        return header
      }
      tableView.re.provideHeaderHeight(with: tableView) { _, _ in 44 }
    }

    static func deleteAndMoveRows(tableView: UITableView) {
      var cities = ["Beijing", "Shanghai", "Shenzhen", "Guangzhou"]
      tableView.re.onCommitEditing(with: tableView) { tableView, style, indexPath in
        guard style == .delete else { return }
        cities.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
      }
      tableView.re.provideCanMoveRow(with: tableView) { _, indexPath in indexPath.row > 0 }
      tableView.re.onMoveRow(with: tableView) { _, source, destination in
        cities.insert(cities.remove(at: source.row), at: destination.row)
      }
    }

    #if !os(tvOS)
      static func swipeActionsAndMenu(tableView: UITableView) {
        var cities = ["Beijing", "Shanghai", "Shenzhen", "Guangzhou"]
        tableView.re.provideTrailingSwipeActions(with: tableView) { tableView, indexPath in
          let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
            cities.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
          }
          return UISwipeActionsConfiguration(actions: [delete])
        }
        tableView.re.provideContextMenu(with: tableView) { _, indexPath, _ in
          let city = cities[indexPath.row]
          return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Copy") { _ in UIPasteboard.general.string = city }])
          })
        }
      }
    #endif

    static func flowLayoutSizes(collection: UICollectionView) {
      collection.re.provideHeaderSize(with: collection) { collection, _ in
        CGSize(width: collection.bounds.width, height: 44)
      }
      collection.re.provideSectionInset(with: collection) { _, _ in
        UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      }
      collection.re.provideMinimumLineSpacing(with: collection) { _, section in
        section == 0 ? 0 : 8
      }
    }

    static func returnResigns(field: UITextField) {
      field.re.onShouldReturn(with: field) { field in
        field.resignFirstResponder()
        return true
      }
    }

    static func acceptAPin(codeField: UITextField) {
      codeField.re.apply(
        TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }
          .combined(with: .maximumLength(6)))
    }

    static func dimWhilePressed(button: UIButton) {
      button.re.on(with: button, .touchDown) { button in button.alpha = 0.5 }
      button.re.on(with: button, [.touchUpInside, .touchUpOutside, .touchCancel]) { button in
        button.alpha = 1
      }
    }

    #if !os(tvOS)
      static func removeAClosure(slider: UISlider) {
        let token = slider.re.onValueChange(with: slider) { _, value in print(value) }
        token.remove()
      }

      static func followASwitch(notificationsSwitch: UISwitch, settings: Settings) {
        notificationsSwitch.re.onValueChange(with: notificationsSwitch) { _, isOn in
          settings.notifications = isOn
        }
      }
    #endif

    static func sendOnTap(closeButton: UIButton) {
      closeButton.re.send(CloseTapped(), on: .primaryActionTriggered)
    }
  }
#endif
