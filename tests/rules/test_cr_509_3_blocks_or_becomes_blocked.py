"""CR 509.3a-d: 'whenever ~ blocks or becomes blocked by a non-Wall creature' triggers once for each such
creature it blocks or that blocks it, 'that creature' being that creature; with no 'by', once a combat.
'Whenever enchanted creature ...' watches the creature the Aura is attached to; 'whenever a creature you
control becomes blocked' once for each such attacker. Cards compiled from their Oracle text."""

from __future__ import annotations

from support import board, pass_both, pass_until, resolve_stack

ROCK = "Rock Basilisk"  # 4/5. Whenever Rock Basilisk blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.
VENOM = "Venom"  # Enchant creature. Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.


def _to_blocks(mine: list, theirs: list, attacker: str, active: str = "P1"):
    game = board({"battlefield": mine}, {"battlefield": theirs}, step="beginning_of_combat", active=active)
    pass_both(game)
    game.apply(f"attack {game.find(attacker)} {'P2' if active == 'P1' else 'P1'}")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    return game


def _triggers(game, card: str) -> int:
    return sum(1 for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == card)


def test_509_3d_becomes_blocked_by_two_non_walls_triggers_for_each() -> None:
    game = _to_blocks([ROCK], ["Grizzly Bears", "Hill Giant"], ROCK)
    rock = game.find(ROCK)
    game.apply(f"block {game.find('Grizzly Bears')} {rock}")
    game.apply(f"block {game.find('Hill Giant')} {rock}")
    game.apply("done")
    assert _triggers(game, ROCK) == 2


def test_509_3d_a_wall_blocking_does_not_trigger_it() -> None:
    game = _to_blocks([ROCK], ["Wall of Stone"], ROCK)
    game.apply(f"block {game.find('Wall of Stone')} {game.find(ROCK)}")
    game.apply("done")
    assert _triggers(game, ROCK) == 0


def test_509_3b_blocking_a_non_wall_destroys_it_at_end_of_combat() -> None:
    """P2 attacks with a Hill Giant; the Basilisk blocks it and survives; the Giant is destroyed at end of combat."""
    game = _to_blocks(["Hill Giant"], [ROCK], "Hill Giant")
    game.apply(f"block {game.find(ROCK)} {game.find('Hill Giant')}")
    game.apply("done")
    assert _triggers(game, ROCK) == 1
    pass_until(game, "end_of_combat")
    resolve_stack(game)
    assert game.find("Hill Giant", zone="graveyard")


def test_509_3d_enchanted_creature_becomes_blocked_watches_the_creature_the_aura_enchants() -> None:
    game = _to_blocks(["Hill Giant", {"card": VENOM, "attached_to": "Hill Giant"}], ["Grizzly Bears"], "Hill Giant")
    game.apply(f"block {game.find('Grizzly Bears')} {game.find('Hill Giant')}")
    game.apply("done")
    assert _triggers(game, VENOM) == 1
    pass_until(game, "end_of_combat")
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="graveyard")
