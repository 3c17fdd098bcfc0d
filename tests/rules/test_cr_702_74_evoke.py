"""CR 702.74a evoke: “Evoke [cost]” means “You may cast this card by paying [cost] rather than paying its mana
cost” and “When this permanent enters, if its evoke cost was paid, its controller sacrifices it.” Casting a
spell for its evoke cost follows the rules for paying alternative costs (601.2b, 601.2f-h, 118.9). Played
with compiled cards: Mulldrifter ({4}{U} 2/2 flying, 'When ~ enters, draw two cards.', evoke {2}{U})."""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("Mulldrifter")


def _cast(game, alternative: str) -> None:
    game.apply(f"cast {game.find('Mulldrifter')}")
    assert game.pending.kind == "alternative"
    game.apply(f"alternative {alternative}")
    game.apply("autopay")


def test_702_74a_evoke_is_an_alternative_cost() -> None:
    """702.74a, 118.9: three lands pay the evoke cost {2}{U}, not the mana cost {4}{U}: the spell is offered,
    and the announcement asks which cost is paid."""
    game = board({"hand": ["Mulldrifter"], "battlefield": [{"card": "Island", "count": 3}]})
    assert any(a.kind == "cast" for a in game.legal_actions())
    game.apply(f"cast {game.find('Mulldrifter')}")
    assert {str(a) for a in game.legal_actions() if a.kind == "alternative"} >= {"alternative evoke"}


def test_702_74a_an_evoked_permanent_is_sacrificed_when_it_enters() -> None:
    """702.74a: both its enters ability and the evoke sacrifice trigger; it draws two and goes to the
    graveyard."""
    game = board({"hand": ["Mulldrifter"], "battlefield": [{"card": "Island", "count": 3}]})
    _cast(game, "evoke")
    pass_both(game)  # the spell resolves: two abilities trigger
    if game.pending.kind == "order":
        game.apply("order " + " ".join(str(n) for n in game.pending.options))
    assert len(game.state.stack) == 2
    pass_both(game)
    pass_both(game)
    assert game.find("Mulldrifter", zone="graveyard")
    assert len(game.state.zones["hand:0"]) == 2


def test_702_74a_paying_the_mana_cost_it_stays() -> None:
    """702.74a: 'if its evoke cost was paid': cast for its mana cost, it isn't sacrificed."""
    game = board({"hand": ["Mulldrifter"], "battlefield": [{"card": "Island", "count": 5}]})
    _cast(game, "none")
    pass_both(game)
    assert len(game.state.stack) == 1  # only its draw ability
    pass_both(game)
    assert game.find("Mulldrifter", zone="battlefield")


def test_702_74a_the_mana_value_is_the_mana_costs() -> None:
    """202.3, 118.9c: an alternative cost doesn't change the mana value: the evoked spell's is 5."""
    game = board({"hand": ["Mulldrifter"], "battlefield": [{"card": "Island", "count": 3}]})
    _cast(game, "evoke")
    assert game.chars(game.state.stack[-1]).mana_value == 5
