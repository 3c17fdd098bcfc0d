"""CR 702.147a decayed: “Decayed represents a static ability and a triggered ability. “Decayed” means “This
creature can't block” and “When this creature attacks, sacrifice it at end of combat.”” Played with the compiled
Falcon Abomination ('When Falcon Abomination enters, create a 2/2 black Zombie creature token with decayed.')."""

from __future__ import annotations

from support import attack, board, cast, pass_until, resolve_stack, to_attackers, use_compiled, zone_names

FALCON = "Falcon Abomination"
use_compiled(FALCON)
ZOMBIE = "Zombie Token"


def _with_zombie(p2: list[str] | None = None):
    game = board({"hand": [FALCON], "battlefield": [{"card": "Island", "count": 3}]},
                 {"battlefield": p2 or []})
    cast(game, FALCON)
    resolve_stack(game)
    assert ZOMBIE in zone_names(game, "battlefield")
    return game


def test_702_147a_the_token_has_decayed() -> None:
    game = _with_zombie()
    zombie = game.find(ZOMBIE)
    assert "decayed" in game.chars(zombie).keywords
    assert "can't block" in game.chars(zombie).keywords


def test_702_147a_cant_block() -> None:
    game = _with_zombie(["Grizzly Bears"])
    pass_until(game, "beginning_of_combat", turn=4)
    to_attackers(game)
    bears = game.find("Grizzly Bears")
    attack(game, bears, at="P1")
    while game.pending.kind == "priority":
        game.apply("pass")
    assert game.pending.kind == "blockers", game.pending
    assert game.find(FALCON) in game.pending.options or any(  # Falcon Abomination may block; the Zombie may not
        a.kind == "block" and a.args[0] == game.find(FALCON) for a in game.legal_actions())
    zombie = game.find(ZOMBIE)
    assert not any(a.kind == "block" and a.args and a.args[0] == zombie for a in game.legal_actions())


def test_702_147a_sacrificed_at_end_of_combat_after_attacking() -> None:
    game = _with_zombie()
    pass_until(game, "beginning_of_combat", turn=5)
    to_attackers(game)
    attack(game, game.find(ZOMBIE))
    pass_until(game, "combat_damage", turn=5)
    assert ZOMBIE in zone_names(game, "battlefield")  # still there as damage is dealt
    pass_until(game, "main2", turn=5)
    assert ZOMBIE not in zone_names(game, "battlefield")
