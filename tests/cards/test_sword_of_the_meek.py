"""Sword of the Meek (compiled from its Oracle text), played through the engine.

Oracle text: Equipped creature gets +1/+2. / Equip {2} / Whenever a 1/1 creature enters the battlefield under
your control, you may return Sword of the Meek from your graveyard to the battlefield, then attach it to that
creature. (603.6a, 113.6m: the ability functions in the graveyard; 701.3a: attach.)"""

from __future__ import annotations

from support import board, cast, pt, use_compiled

use_compiled("Sword of the Meek")


def _answer_yes(game) -> None:
    for _ in range(5):
        if game.pending.kind == "priority" and game.state.stack:
            game.apply("pass")
        elif game.pending.kind != "priority":
            yes = [str(a) for a in game.legal_actions() if str(a).split()[-1] in ("yes", "1")]
            game.apply(yes[0] if yes else str(game.legal_actions()[0]))
        else:
            return


def test_603_6a_a_1_1_creature_entering_returns_and_equips_the_sword() -> None:
    """Memnite (1/1) enters: the Sword returns from the graveyard and is attached to it (a 2/3)."""
    game = board({"hand": ["Memnite"], "graveyard": ["Sword of the Meek"]})
    cast(game, "Memnite")
    _answer_yes(game)
    sword, memnite = game.find("Sword of the Meek"), game.find("Memnite")
    assert game.state.objects[sword].zone == "battlefield"
    assert game.state.objects[sword].attached_to == memnite
    assert pt(game, memnite) == (2, 3)


def test_ruling_only_a_1_1_creature_triggers_it() -> None:
    """Ruling (2020-08-07): 'consider static abilities to determine whether its power and toughness are both 1':
    Grizzly Bears (2/2) doesn't trigger it."""
    game = board({"hand": ["Grizzly Bears"], "graveyard": ["Sword of the Meek"],
                  "battlefield": [{"card": "Forest", "count": 2}]})
    cast(game, "Grizzly Bears")
    _answer_yes(game)
    assert game.state.objects[game.find("Sword of the Meek")].zone == "graveyard"
