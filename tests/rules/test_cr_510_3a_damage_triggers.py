"""CR 510.3a and 120.1: abilities that trigger on damage being dealt. 'Whenever ~ deals combat damage to a
player or planeswalker' triggers once for the source, 'that many' being the damage it dealt to them;
'whenever a creature you control with deathtouch deals damage to a planeswalker' triggers on damage to a
planeswalker only, with the source matching as the damage is dealt."""

from __future__ import annotations

from support import board

from lithoform import Game

WALKER = "Basri, Devoted Paladin"


def _combat_damage(mine: list, theirs: list, attacker: str, at: str) -> Game:
    game = board({"battlefield": mine, "library": ["Island"] * 8}, {"battlefield": theirs},
                 step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    target = "P2" if at == "P2" else str(game.find(at))
    game.apply(f"attack {game.find(attacker)} {target}")
    game.apply("done")
    for _ in range(12):
        if game.state.step == "combat_damage" or game.pending.kind not in ("priority", "blockers"):
            break
        game.apply("done" if game.pending.kind == "blockers" else "pass")
    return game


def test_510_3a_combat_damage_to_a_planeswalker_triggers_with_the_damage_as_that_many():
    game = _combat_damage(["Garruk's Harbinger"], [{"card": WALKER, "counters": {"loyalty": 6}}],
                          "Garruk's Harbinger", WALKER)
    assert game.state.objects[game.find(WALKER)].counter("loyalty") == 2
    triggered = [e for e in game.state.events() if e.kind == "trigger"]
    assert len(triggered) == 1
    top = game.state.objects[game.state.stack[-1]]
    assert top.choices.x == 4  # 'that many': the damage dealt


def test_120_1_damage_to_a_player_doesnt_trigger_a_planeswalker_damage_ability():
    game = _combat_damage(["Hooded Blightfang"], [], "Hooded Blightfang", "P2")
    assert game.state.players[1].life == 18  # the attack trigger's 1 and the combat damage's 1
    texts = [e.args.get("text", "") for e in game.state.events() if e.kind == "trigger"]
    assert len(texts) == 1 and "attacks" in texts[0]  # the planeswalker ability didn't trigger
