"""Cards of Kaldheim, Neon Dynasty and New Capenna that compile with this branch's phrases, each played: Tormentor's
Helm (506.2), Warchanter Skald (603.4), Smashing Success (608.2c), Arachnoform (613.1d), Maestros Diabolist
(603.4), Return to Action (613.1f)."""

from __future__ import annotations

from support import attack, block, board, cast, pass_both, pass_until, resolve_stack, use_compiled

use_compiled("Tormentor's Helm", "Warchanter Skald", "Smashing Success", "Arachnoform", "Maestros Diabolist",
             "Return to Action")


def test_tormentors_helm_blocked_deals_1_to_defending_player() -> None:
    """Tormentor's Helm: 'Whenever equipped creature becomes blocked, it deals 1 damage to defending player.'"""
    game = board({"battlefield": ["Grizzly Bears", {"card": "Tormentor's Helm", "attached_to": "Grizzly Bears"}]},
                 {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Grizzly Bears"))
    while game.pending.kind == "priority":
        game.apply("pass")
    block(game, (game.find("Hill Giant"), game.find("Grizzly Bears")))
    life = game.state.players[1].life
    resolve_stack(game)
    assert game.state.players[1].life == life - 1


def _skald(attached: bool):
    bf: list = ["Warchanter Skald"]
    if attached:
        bf.append({"card": "Tormentor's Helm", "attached_to": "Warchanter Skald"})
    game = board({"battlefield": bf}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Warchanter Skald"))  # attacking taps it (508.1f)
    resolve_stack(game)
    return [game.state.objects[o].card for o in game.state.zones["battlefield"]]


def test_warchanter_skald_tapped_while_equipped_makes_a_dwarf() -> None:
    """'Whenever Warchanter Skald becomes tapped, if it's enchanted or equipped, create a 2/1 red Dwarf Berserker
    creature token.' Ruling (2021-02-05): "If Warchanter Skald isn't enchanted or equipped at the moment it becomes
    tapped, the ability won't trigger at all.\""""
    assert sum(1 for c in _skald(True) if "Dwarf" in c) == 1
    assert not any("Dwarf" in c for c in _skald(False))


def test_smashing_success_treasure_only_for_an_artifact() -> None:
    """'Destroy target artifact or land. If an artifact is destroyed this way, create a Treasure token.'"""
    for target, treasures in (("Ornithopter", 1), ("Island", 0)):
        game = board({"hand": ["Smashing Success"], "battlefield": [{"card": "Mountain", "count": 4}]},
                     {"battlefield": [target]})
        cast(game, "Smashing Success", game.find(target, player=1))
        resolve_stack(game)
        made = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Treasure"]
        assert len(made) == treasures, target


def test_arachnoform_every_creature_type() -> None:
    """'Enchanted creature gets +2/+2, has reach, and is every creature type.'"""
    game = board({"battlefield": ["Grizzly Bears", {"card": "Arachnoform", "attached_to": "Grizzly Bears"}]})
    c = game.chars(game.find("Grizzly Bears"))
    assert (c.power, c.toughness) == (4, 4) and "reach" in c.keywords
    assert {"Bear", "Spider", "Elf", "Shapeshifter"} <= set(c.subtypes)


def test_maestros_diabolist_only_without_a_devil_token() -> None:
    """'Whenever Maestros Diabolist attacks, if you don't control a Devil token, create a tapped and attacking 1/1
    red Devil creature token ...': the first attack makes one, the second (with the Devil still there) none."""
    game = board({"battlefield": ["Maestros Diabolist"]}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Maestros Diabolist"))
    resolve_stack(game)
    devils = [o for o in game.state.zones["battlefield"] if "Devil" in game.chars(o).subtypes]
    assert len(devils) == 1 and game.state.objects[devils[0]].tapped


def test_return_to_action_lifelink_and_the_quoted_ability_until_end_of_turn() -> None:
    """'Until end of turn, target creature gets +1/+0 and gains lifelink and "When this creature dies, return it to
    the battlefield tapped under its owner's control."'"""
    game = board({"hand": ["Return to Action"], "battlefield": ["Grizzly Bears", "Swamp", "Swamp"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Return to Action", bears)
    resolve_stack(game)
    c = game.chars(bears)
    assert c.power == 3 and "lifelink" in c.keywords
    game.apply("pass")
    game.apply("pass")  # to combat: nothing else; the effect lasts the turn
    assert "lifelink" in game.chars(bears).keywords


def test_great_hall_of_starnheim_sacrifices_itself_and_a_creature() -> None:
    """Great Hall of Starnheim: '{W}{W}{B}, {T}, Sacrifice Great Hall of Starnheim and a creature you control: Create
    a 4/4 white Angel Warrior creature token with flying and vigilance. Activate only as a sorcery.' (601.2h: both
    sacrifices are part of the cost)"""
    use_compiled("Great Hall of Starnheim")
    game = board({"battlefield": [{"card": "Great Hall of Starnheim", "tapped": False}, "Grizzly Bears", "Plains", "Plains",
                                  "Swamp"]})
    pass_until(game, "main1", turn=5)  # it entered tapped: untapped in P1's next untap step
    hall, bears = game.find("Great Hall of Starnheim"), game.find("Grizzly Bears")
    game.apply(f"activate {hall} 2")
    while game.pending.kind == "sacrifice" or (game.pending.kind == "choose" and bears in game.pending.options):
        game.apply(f"sacrifice {bears}" if game.pending.kind == "sacrifice" else f"choose {bears}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    names = [game.state.objects[o].card for o in game.state.zones["battlefield"]]
    assert "Great Hall of Starnheim" not in names and "Grizzly Bears" not in names
    assert any("Angel" in n for n in names)


def test_dual_strike_copies_only_a_spell_of_mana_value_4_or_less() -> None:
    """Dual Strike: 'When you cast your next instant or sorcery spell with mana value 4 or less this turn, copy that
    spell. You may choose new targets for the copy.' A creature spell doesn't use it up; Shock (mana value 1) is
    copied."""
    use_compiled("Dual Strike")
    game = board({"hand": ["Dual Strike", "Shock"], "battlefield": [{"card": "Mountain", "count": 4}]})
    cast(game, "Dual Strike")
    resolve_stack(game)
    assert any(d.trigger is not None for d in game.state.delayed)
    life = game.state.players[1].life
    cast(game, "Shock", "P2")
    for _ in range(20):
        if game.pending.kind == "priority" and not game.state.stack:
            break
        if game.pending.kind == "priority":
            game.apply("pass")
        else:
            game.apply(str(game.legal_actions()[0]))  # keep the copy's target (the first choice)
    assert game.state.players[1].life == life - 4  # Shock and its copy


def test_open_the_omenpaths_two_and_two_of_two_colors() -> None:
    """Open the Omenpaths: '• Add two mana of any one color and two mana of any other color. Spend this mana only to
    cast creature or enchantment spells.' Ten choices (two different colors)."""
    use_compiled("Open the Omenpaths")
    game = board({"hand": ["Open the Omenpaths"], "battlefield": [{"card": "Mountain", "count": 3}]})
    cast(game, "Open the Omenpaths", mode=1)
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and len(game.pending.options) == 10
    game.apply("choose 0")  # {W}{W}{U}{U}
    pool = game.state.players[0].pool
    assert sorted(m.type for m in pool) == ["U", "U", "W", "W"] and all(m.only for m in pool)


def test_the_bears_of_littjara_base_pt_lasts_indefinitely() -> None:
    """The Bears of Littjara, chapter II: 'Any number of target Shapeshifter creatures you control have base power
    and toughness 4/4.' Ruling: "The effect of the chapter II ability lasts indefinitely. It doesn't expire at end
    of turn." (611.2a)"""
    from lithoform.carddb import get_card
    from lithoform.cards.tree import ApplyContinuous, SetBasePT
    from lithoform.compiler.compiler import compile_card
    result = compile_card(get_card("The Bears of Littjara"))  # chapter III: mechanics/each_deals_damage
    assert result.ok and result.card is not None
    face = result.card.faces[0]
    found = [a.effect for a in face.abilities if isinstance(getattr(a, "effect", None), ApplyContinuous)]
    assert any(isinstance(p, SetBasePT) and (p.power, p.toughness) == (4, 4) and e.until == "permanent"
               for e in found for p in e.parts)
