"""Two trigger events of one ability (603.2): 'At the beginning of your upkeep or whenever you cast a red spell'
(the Shrines), 'Whenever ~ enters or deals combat damage to a player'. Each event is compiled as its own
trigger of the same ability, like '~ attacks or blocks'."""
