import ResponderEvents
import UIKit

/// Sent by a quantity cell's stepper; the screen reads the row from the route.
struct QuantityChanged: ResponderEvent {
  let quantity: Int
}

final class QuantityCell: UITableViewCell {
  private let quantityLabel = UILabel()
  private let stepper = UIStepper()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    quantityLabel.frame = contentView.bounds
    contentView.addSubview(quantityLabel)
    accessoryView = stepper
    stepper.re.onValueChange(with: self) { cell, value in
      cell.quantityLabel.text = "\(Int(value))"
      cell.re.send(QuantityChanged(quantity: Int(value)))
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
