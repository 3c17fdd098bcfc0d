"""Runechanter's Pike, compiled from its Oracle text: 'Equipped creature has first strike and gets +X/+0,
where X is the number of instant and sorcery cards in your graveyard.' / 'Equip {2}' (613.1f: the ability,
613.4c: the counted change; 611.3a: a static ability's value is counted continuously)."""

from __future__ import annotations

from support import activate, board, cast, pass_both, pt, use_compiled

PIKE = "Runechanter's Pike"
use_compiled(PIKE)


def _equipped(graveyard: list[str], hand: list[str] | None = None, opponent_graveyard: list[str] | None = None):  # noqa: ANN202
    game = board({"battlefield": ["Mountain", "Mountain", "Mountain", "Grizzly Bears", PIKE],
                  "graveyard": graveyard, "hand": hand or []}, {"graveyard": opponent_graveyard or []})
    bears = game.find("Grizzly Bears")
    activate(game, game.find(PIKE), 1, bears)
    pass_both(game)
    return game, bears


def test_613_4c_it_counts_instant_and_sorcery_cards_in_your_graveyard() -> None:
    game, bears = _equipped(["Lightning Bolt", "Divination", "Grizzly Bears", "Forest"])
    assert pt(game, bears) == (4, 2)
    assert "first strike" in game.chars(bears).keywords


def test_only_your_graveyard_counts() -> None:
    game, bears = _equipped([], opponent_graveyard=["Lightning Bolt", "Shock"])
    assert pt(game, bears) == (2, 2)
    assert "first strike" in game.chars(bears).keywords


def test_ruling_x_is_constantly_updated() -> None:
    """Ruling 2011-09-22: "The value of X is constantly updated as instant cards and sorcery cards are put
    into or removed from your graveyard." """
    game, bears = _equipped(["Divination"], hand=["Shock"])
    assert pt(game, bears) == (3, 2)
    cast(game, "Shock", "P2")
    pass_both(game)
    assert pt(game, bears) == (4, 2)  # Shock is now in the graveyard too
