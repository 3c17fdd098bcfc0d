"""CR 615.1a: static prevention effects 'Prevent all [combat | noncombat] damage that would be dealt to
[recipients] [by sources]' and 'Prevent all damage that [source] would deal to [recipients]'
(mechanics/damage_prevention): the recipient and the source must both match as the damage would be dealt (615.1:
a prevention effect isn't locked in to objects), and combat or noncombat damage as the text says (510.2)."""

from __future__ import annotations

from support import attack, board, cast, life, pass_both, to_attackers, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Energy Field", "Blessed Sanctuary", "Argothian Treefolk", "Emmara Tandris", "Indentured Oaf",
             "Champion Lancer", "Dolmen Gate", "Bubble Matrix")


def _damage(game, oid: int) -> int:  # type: ignore[no-untyped-def]
    return game.state.objects[oid].damage


def test_energy_field_prevents_damage_to_you_from_sources_you_dont_control_only() -> None:
    """'Prevent all damage that would be dealt to you by sources you don't control.' (615.1a): the opponent's
    Lightning Bolt is prevented; your own Shock to your own face is not (you control its source)."""
    game = board({"battlefield": ["Energy Field", "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    cast(game, "Shock", "P1")
    pass_both(game)
    assert life(game, 0) == 18
    game2 = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                  {"battlefield": ["Energy Field"]})
    cast(game2, "Lightning Bolt", "P2")
    pass_both(game2)
    assert life(game2, 1) == 20
    assert any(e.kind == "prevented" and "615.1a" in e.rules for e in game2.state.events())


def test_blessed_sanctuary_prevents_noncombat_damage_to_you_and_your_creatures() -> None:
    """'Prevent all noncombat damage that would be dealt to you and creatures you control.' Ruling: 'Combat
    damage is the damage that's dealt automatically by attacking and blocking creatures. Any other damage is
    noncombat damage, even if it's dealt during a combat phase by an attacking or blocking creature.'"""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Shock", "Lightning Bolt"]},
                 {"battlefield": ["Blessed Sanctuary", "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Shock", bears)
    pass_both(game)
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert game.find("Grizzly Bears", zone="battlefield") == bears and _damage(game, bears) == 0
    assert life(game, 1) == 20


def test_blessed_sanctuary_doesnt_prevent_combat_damage() -> None:
    """510.2: combat damage to the Sanctuary's controller is dealt."""
    game = board({"battlefield": ["Grizzly Bears"]}, {"battlefield": ["Blessed Sanctuary"]},
                 step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    for _ in range(8):
        if life(game, 1) < 20 or game.state.step == "end_of_combat":
            break
        game.apply("pass")
    assert life(game, 1) == 18


def test_argothian_treefolk_prevents_only_artifact_sources_damage() -> None:
    """'Prevent all damage that would be dealt to ~ by artifact sources.': Shock (a red instant) is dealt."""
    use_compiled("Rod of Ruin")
    game = board({"battlefield": ["Mountain", "Rod of Ruin", "Island", "Island", "Island"], "hand": ["Shock"]},
                 {"battlefield": ["Argothian Treefolk"]})
    tree = game.find("Argothian Treefolk")
    cast(game, "Shock", tree)
    pass_both(game)
    assert _damage(game, tree) == 2
    game.apply(f"activate {game.find('Rod of Ruin')} 1")
    game.apply(f"target {tree}")
    game.apply("autopay")
    pass_both(game)
    assert _damage(game, tree) == 2  # the Rod's 1 damage is prevented


def test_emmara_tandris_protects_creature_tokens_only() -> None:
    """'Prevent all damage that would be dealt to creature tokens you control.' Ruling: 'Emmara Tandris's
    ability prevents all damage that would be dealt to creature tokens you control, not just combat damage.'"""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Shock", "Lightning Bolt"]},
                 {"battlefield": ["Emmara Tandris", "Grizzly Bears",
                                  {"card": "Grizzly Bears", "token": True}]})
    token = next(o for o in game.state.zones["battlefield"] if game.state.objects[o].token)
    bears = next(o for o in game.state.zones["battlefield"]
                 if chars(game.state, o).name == "Grizzly Bears" and not game.state.objects[o].token)
    cast(game, "Shock", token)
    pass_both(game)
    assert token in game.state.zones["battlefield"] and _damage(game, token) == 0
    cast(game, "Lightning Bolt", bears)
    pass_both(game)
    assert bears not in game.state.zones["battlefield"]  # 704.5g: the nontoken creature is dealt 3


def test_indentured_oaf_deals_no_damage_to_red_creatures() -> None:
    """'Prevent all damage that ~ would deal to red creatures.' (615.1a): its combat damage to a red blocker is
    prevented; to a green blocker it's dealt."""
    for blocker, hurt in (("Goblin Piker", 0), ("Grizzly Bears", 2)):
        game = board({"battlefield": ["Indentured Oaf"]}, {"battlefield": [blocker]}, step="beginning_of_combat")
        to_attackers(game)
        attack(game, game.find("Indentured Oaf"))
        while game.pending.kind == "priority":
            game.apply("pass")
        b = game.find(blocker)
        game.apply(f"block {b} {game.find('Indentured Oaf')}")
        game.apply("done")
        while game.state.step != "end_of_combat" and game.pending.kind == "priority":
            game.apply("pass")
        gone = b not in game.state.zones["battlefield"]
        assert gone == bool(hurt), blocker


def test_champion_lancer_is_dealt_no_damage_by_creatures_but_by_spells() -> None:
    """'Prevent all damage that would be dealt to ~ by creatures.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["Champion Lancer"]})
    lancer = game.find("Champion Lancer")
    cast(game, "Shock", lancer)
    pass_both(game)
    assert _damage(game, lancer) == 2


def test_dolmen_gate_prevents_combat_damage_to_attacking_creatures_you_control() -> None:
    """'Prevent all combat damage that would be dealt to attacking creatures you control.': the blocked
    attacker survives the blocker's combat damage."""
    game = board({"battlefield": ["Dolmen Gate", "Grizzly Bears"]}, {"battlefield": ["Hill Giant"]},
                 step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    to_attackers(game)
    attack(game, bears)
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply(f"block {game.find('Hill Giant')} {bears}")
    game.apply("done")
    while game.state.step != "end_of_combat" and game.pending.kind == "priority":
        game.apply("pass")
    assert bears in game.state.zones["battlefield"] and _damage(game, bears) == 0


def test_bubble_matrix_prevents_damage_to_creatures_not_players() -> None:
    """'Prevent all damage that would be dealt to creatures.'"""
    game = board({"battlefield": ["Bubble Matrix", "Mountain", "Mountain"], "hand": ["Shock", "Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Shock", game.find("Grizzly Bears"))
    pass_both(game)
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert game.find("Grizzly Bears", zone="battlefield") > 0
    assert life(game, 1) == 17


def test_safe_passage_prevents_damage_to_you_and_your_creatures_this_turn() -> None:
    """'Prevent all damage that would be dealt to you and creatures you control this turn.' (615.1a, 611.2a): a
    creature that enters after it resolved is protected too (615.1: the effect isn't locked in to objects); the
    opponent's creature is dealt damage."""
    use_compiled("Safe Passage")
    game = board({"battlefield": ["Plains"] * 3 + ["Mountain"] * 4 + ["Grizzly Bears"],
                  "hand": ["Safe Passage", "Lightning Bolt", "Shock"]},
                 {"battlefield": ["Goblin Piker"]})
    cast(game, "Safe Passage")
    pass_both(game)
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    pass_both(game)
    cast(game, "Shock", game.find("Goblin Piker"))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="battlefield") > 0
    assert game.find("Goblin Piker", zone="graveyard") > 0  # not P1's: dealt 2, it dies


def test_commencement_of_festivities_prevents_combat_damage_to_players_only() -> None:
    """'Prevent all combat damage that would be dealt to players this turn.'"""
    use_compiled("Commencement of Festivities")
    game = board({"battlefield": ["Grizzly Bears", "Forest", "Forest"], "hand": ["Commencement of Festivities"]},
                 {}, step="beginning_of_combat")
    cast(game, "Commencement of Festivities")
    pass_both(game)
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    while game.state.step != "end_of_combat" and game.pending.kind == "priority":
        game.apply("pass")
    assert life(game, 1) == 20


def test_purity_prevents_noncombat_damage_to_you_and_you_gain_that_much_life() -> None:
    """'If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the damage
    prevented this way.' (615.1a, 615.5: the additional effect takes place right after the prevention)."""
    use_compiled("Purity")
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"battlefield": ["Purity"]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert life(game, 1) == 23
    assert any(e.kind == "prevented" for e in game.state.events())


def test_purity_doesnt_prevent_combat_damage() -> None:
    """510.2: combat damage to Purity's controller is dealt, and no life is gained."""
    use_compiled("Purity")
    game = board({"battlefield": ["Grizzly Bears"]}, {"battlefield": ["Purity"]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    while game.pending.kind != "blockers" and game.pending.kind == "priority":
        game.apply("pass")
    if game.pending.kind == "blockers":
        game.apply("done")
    while game.state.step != "end_of_combat" and game.pending.kind == "priority":
        game.apply("pass")
    assert life(game, 1) == 18
