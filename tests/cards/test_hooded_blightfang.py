"""Hooded Blightfang (compiled from its Oracle text), played through the engine.

Oracle text: Deathtouch / Whenever a creature you control with deathtouch attacks, each opponent loses 1
life and you gain 1 life. / Whenever a creature you control with deathtouch deals damage to a planeswalker,
destroy that planeswalker."""

from __future__ import annotations

from support import board, life, to_attackers

from lithoform import Game

FANG = "Hooded Blightfang"
WALKER = "Basri, Devoted Paladin"


def _attack_walker(mine: list[str], attacker: str) -> Game:
    game = board({"battlefield": mine},
                 {"battlefield": [{"card": WALKER, "counters": {"loyalty": 4}}]}, step="beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {game.find(attacker)} {game.find(WALKER)}")
    game.apply("done")
    for _ in range(12):  # the attack trigger resolves; no blocks; combat damage
        if game.state.step in ("end_of_combat", "main2"):
            break
        game.apply("done" if game.pending.kind == "blockers" else "pass")
    return game


def test_dealing_damage_to_a_planeswalker_destroys_it():
    """Ruling: "Hooded Blightfang's triggered abilities trigger when it attacks and when it deals damage to a
    planeswalker, as long as it still has deathtouch." One damage leaves Basri with 3 loyalty; the trigger
    destroys it."""
    game = _attack_walker([FANG], FANG)
    assert game.find(WALKER, zone="graveyard")
    assert life(game, 1) == 19 and life(game, 0) == 21  # the attack trigger


def test_a_creature_without_deathtouch_doesnt_trigger_it():
    game = _attack_walker([FANG, "Grizzly Bears"], "Grizzly Bears")
    walker = game.find(WALKER)
    assert game.state.objects[walker].counter("loyalty") == 2
    assert life(game, 1) == 20  # Grizzly Bears has no deathtouch: no drain either
