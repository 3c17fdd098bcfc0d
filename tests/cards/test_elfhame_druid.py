"""Elfhame Druid: "{T}: Add {G}. / {T}: Add {G}{G}. Spend this mana only to cast kicked spells." (106.6, 702.33d:
a spell is kicked once its kicker cost is chosen to be paid, 601.2b/601.2f, before its mana is spent, 601.2h;
mechanics/restricted_mana). It has no official rulings."""

from __future__ import annotations

from support import board, use_compiled

from lithoform import Game

use_compiled("Elfhame Druid", "Kavu Titan")


def _two_green(hand: list[str], forests: int) -> Game:
    game = board({"battlefield": ["Elfhame Druid", *["Forest"] * forests], "hand": hand})
    game.apply(f"activate {game.find('Elfhame Druid')} 2")
    assert [m.type for m in game.state.players[0].pool] == ["G", "G"]
    return game


def _actions(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_106_6_the_mana_cant_pay_for_an_unkicked_spell() -> None:
    """'Spend this mana only to cast kicked spells.': Grizzly Bears (no kicker) can't be paid with the Druid's {G}{G}
    alone, so it isn't offered (117.1, 601.2: the listing counts only the mana that may be spent on it)."""
    game = _two_green(["Grizzly Bears"], 0)
    assert f"cast {game.find('Grizzly Bears', zone='hand')}" not in _actions(game)


def test_702_33d_the_mana_pays_for_a_kicked_spell() -> None:
    """Kavu Titan kicked ({1}{G} plus kicker {2}{G}): the Druid's {G}{G} and three Forests pay it."""
    game = _two_green(["Kavu Titan"], 3)
    game.apply(f"cast {game.find('Kavu Titan', zone='hand')}")
    while game.pending.kind != "pay":
        assert game.pending.kind in ("may", "choose", "additional"), game.pending
        game.apply(f"{game.pending.kind} 1" if game.pending.kind != "additional" else "additional kicker")
    assert "autopay" in _actions(game)
    game.apply("autopay")
    assert game.state.players[0].pool == ()
