import ResponderEventsDelegates
import UIKit

final class CitiesViewController: UIViewController {
  let tableView = UITableView()
  private let cities = ["Beijing", "Shanghai", "Chengdu"]
  private var chosen: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    view.addSubview(tableView)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
    tableView.re.provideNumberOfRows(with: self) { controller, _ in controller.cities.count }
    tableView.re.provideCell(with: self) { controller, indexPath in
      let cell = controller.tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = controller.cities[indexPath.row]
      cell.contentConfiguration = content
      return cell
    }
    tableView.re.onSelectRow(with: self) { controller, indexPath in
      controller.chosen = controller.cities[indexPath.row]
    }
  }
}
