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
    tableView.re.provideNumberOfRows { [weak self] _, _ in self?.cities.count ?? 0 }
    tableView.re.provideCell { [weak self] tableView, indexPath in
      let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = self?.cities[indexPath.row]
      cell.contentConfiguration = content
      return cell
    }
    tableView.re.onSelectRow { [weak self] _, indexPath in
      self?.chosen = self?.cities[indexPath.row]
    }
  }
}
