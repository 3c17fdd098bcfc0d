"""'{T}: Add one mana of the chosen color.' (Coldsteel Heart, Shimmerdrift Vale; 106.1a, 605.1a, 607.2d): a
mana ability that adds one mana of the color its permanent chose as it entered."""
