"""Sylvan Library ({1}{G} enchantment): 'At the beginning of your draw step, you may draw two additional cards. If
you do, choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or put the card on top of
your library.' (121.1 drawn; 119.4 paying life; 401.4 on top)"""

from __future__ import annotations

from support import board, life, pass_both, use_compiled, zone_names

use_compiled("Sylvan Library", "Grizzly Bears", "Lightning Bolt", "Giant Growth", "Llanowar Elves")


def _draw_step(library: list[str], hand: list[str] | None = None, life_total: int = 20):
    game = board({"battlefield": ["Sylvan Library"], "library": library, "hand": hand or [], "life": life_total},
                 step="upkeep")
    pass_both(game)  # the draw step: the normal draw, then Sylvan Library triggers
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    return game


def _named(game) -> dict[str, int]:
    return dict(zip(game.pending.labels, game.pending.options, strict=True))


def _choose(game, *names: str) -> None:
    for n in names:
        game.apply(f"pick {_named(game)[n]}")
    if game.pending.kind == "choose" and "done" in [str(a) for a in game.legal_actions()]:
        game.apply("done")


def test_ruling_the_normal_draw_counts_and_each_card_is_paid_for_or_put_back() -> None:
    """Ruling (2016-06-08): 'You always perform your normal draw before this ability.' Three cards drawn this turn
    (the Bears by the normal draw); the Bolt is kept for 4 life, the Growth goes back on top."""
    game = _draw_step(["Grizzly Bears", "Lightning Bolt", "Giant Growth", "Llanowar Elves"], hand=["Forest"])
    assert game.pending.kind == "choose"
    assert set(_named(game)) == {"Grizzly Bears", "Lightning Bolt", "Giant Growth"}  # not the Forest
    _choose(game, "Lightning Bolt", "Giant Growth")
    game.apply(f"choose {_named(game)['pay 4 life']}")  # for the Bolt
    game.apply(f"choose {_named(game)['put it on top']}")  # the Growth
    assert life(game, 0) == 16
    assert set(zone_names(game, "hand")) == {"Forest", "Grizzly Bears", "Lightning Bolt"}
    assert zone_names(game, "library")[0] == "Giant Growth"


def test_119_4_without_4_life_the_card_goes_back() -> None:
    """A player can pay life only if their life total is at least the payment (119.4): with 3 life both go back."""
    game = _draw_step(["Grizzly Bears", "Lightning Bolt", "Giant Growth"], life_total=3)
    _choose(game, "Lightning Bolt", "Giant Growth")
    assert life(game, 0) == 3
    assert zone_names(game, "hand") == ["Grizzly Bears"]
    assert set(zone_names(game, "library")[:2]) == {"Lightning Bolt", "Giant Growth"}
