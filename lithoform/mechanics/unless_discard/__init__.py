"""'Sacrifice ~ unless you discard a card' (Masticore), 'sacrifice it unless you discard a card at random'
(Balduvian Horde), 'Then discard two cards unless you discard an artifact card' (Thirst for Knowledge):
the controller chooses as the effect resolves whether to discard; if they don't or can't, the other action
happens (118.12, 608.2d, 701.9)."""
