"""CR 725.3 and 603.2: 'Whenever you become the monarch, target player sacrifices a creature.' (Custodi Lich,
compiled from its Oracle text; 'When Custodi Lich enters, you become the monarch.') triggers as its controller
becomes the monarch."""

from __future__ import annotations

from support import board, cast, lands, names


def test_725_3_becoming_the_monarch_triggers_it() -> None:
    game = board({"battlefield": [lands("Swamp", 6)], "hand": ["Custodi Lich"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Custodi Lich")
    for _ in range(20):
        pending = game.pending
        if pending.kind == "priority":
            if not game.state.stack:
                break
            game.apply("pass")
        elif pending.kind == "target":
            game.apply("target P2")
        else:
            game.apply(str(game.legal_actions()[0]))
    assert "Grizzly Bears" in names(game, "graveyard", 1)
    assert any(e.kind == "monarch" and e.args.get("player") == 0 for e in game.state.events())


def _resolve_all(game) -> None:
    for _ in range(30):
        pending = game.pending
        if pending.kind == "priority":
            if not game.state.stack:
                return
            game.apply("pass")
        elif pending.kind == "target":
            game.apply("target P2")
        else:
            game.apply(str(game.legal_actions()[0]))


def test_725_3_already_the_monarch_it_does_not_trigger() -> None:
    """Ruling: "Abilities that trigger whenever you "become the monarch" trigger only if you aren't already the
    monarch. For example, if you are already the monarch as Custodi Lich enters the battlefield, its last ability
    won't trigger." """
    game = board({"battlefield": [lands("Swamp", 10)], "hand": ["Custodi Lich", "Custodi Lich"]},
                 {"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    cast(game, game.find("Custodi Lich", zone="hand"))
    _resolve_all(game)
    cast(game, game.find("Custodi Lich", zone="hand"))
    _resolve_all(game)
    # the first Lich's trigger (it made P1 the monarch); the second Lich's entering changes nothing
    assert names(game, "graveyard", 1) == ["Grizzly Bears"]
