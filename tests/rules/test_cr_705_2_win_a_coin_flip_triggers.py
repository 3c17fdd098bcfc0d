"""CR 705.1-705.2 and 603.2: 'Whenever you win a coin flip, create two Treasure tokens.' (Tavern Scoundrel,
compiled from its Oracle text; '{1}, {T}, Sacrifice another permanent: Flip a coin.') triggers for each flip its
controller wins and not for one they lose."""

from __future__ import annotations

from support import activate, battlefield_names, board, lands, resolve_stack

SCOUNDREL = "Tavern Scoundrel"


def test_705_2_a_won_flip_makes_two_treasures_a_lost_one_none() -> None:
    outcomes = set()
    for seed in range(6):
        game = board({"battlefield": [SCOUNDREL, lands("Mountain", 1), "Grizzly Bears"]}, seed=seed)
        activate(game, SCOUNDREL, 1, sacrifice=[game.find("Grizzly Bears")])
        resolve_stack(game)
        won = [e.args["won"] for e in game.state.events() if e.kind == "coin_flip" and "705.1" in e.rules]
        assert len(won) == 1
        treasures = sum(1 for n in battlefield_names(game, 0) if n.startswith("Treasure"))
        assert treasures == (2 if won[0] else 0)
        outcomes.add(won[0])
    assert outcomes == {True, False}  # both outcomes were seen
