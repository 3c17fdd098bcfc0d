"""CR 702.16: protection from [quality]. A permanent with protection can't be Damaged (702.16e), Enchanted or
Equipped (702.16c-d), Blocked (702.16f) or Targeted (702.16b) by anything with the quality; an Aura or
Equipment attached against it is put into the graveyard or unattached (704.5m-n). Protection is a keyword
ability, granted and lost in layer 6 (613.1f)."""

from __future__ import annotations

from support import activate, board, cast, pass_both, resolve_stack, target_options

from lithoform import Game
from lithoform.cards.tree import (
    AddAbilities,
    ApplyContinuous,
    CardDef,
    CardFace,
    GainLife,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.damage import deal_damage

TEST_CARDS: list[CardDef] = [
    CardDef("Test Artifact Ward", (CardFace(
        "Test Artifact Ward", ("Instant",), "{W}",
        text="Target creature gains protection from artifacts until end of turn.",
        spell=SpellAbility(ApplyContinuous((AddAbilities(keywords=("Protection from artifacts",)),), Target(0)),
                           (TargetSpec("creature"),))),)),
    CardDef("Test Striker", (CardFace(
        "Test Striker", ("Creature",), "{1}{W}", power="2", toughness="2",
        text="Whenever Test Striker deals combat damage, you gain 3 life.",
        abilities=(TriggeredAbility(Trigger("combat_damage", this=True), GainLife(3),
                                    text="Whenever Test Striker deals combat damage, you gain 3 life."),)),)),
    CardDef("Test Untouchable", (CardFace(
        "Test Untouchable", ("Creature",), "{3}", subtypes=("Avatar",), power="3", toughness="3",
        text="Protection from everything",
        abilities=(Static("Protection from everything", text="Protection from everything"),)),)),
]


def _to_blockers(game: Game, attacker: int) -> None:
    pass_both(game)  # beginning of combat -> declare attackers
    game.apply(f"attack {attacker} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    assert game.pending.kind == "blockers", game.pending


# --- 702.16b: targeting ----------------------------------------------------------------------------------------


def test_702_16b_a_spell_with_the_quality_cant_target_it_whoever_controls_it():
    """White Knight: 'First strike, protection from black'. Unlike hexproof (702.11), protection stops its
    own controller's spells too."""
    game = board({"battlefield": ["Swamp", "White Knight", "Grizzly Bears"], "hand": ["Disfigure"]},
                 {"battlefield": ["White Knight"]})
    options = target_options(game, "Disfigure")
    knights = {oid for oid in game.zone("battlefield") if chars(game.state, oid).name == "White Knight"}
    assert knights and not knights & set(options)
    assert game.find("Grizzly Bears") in options


def test_702_16b_a_spell_without_the_quality_can_target_it():
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["White Knight"]})
    assert game.find("White Knight") in target_options(game, "Shock")


def test_702_16b_an_ability_from_a_source_with_the_quality_cant_target_it():
    """Prodigal Pyromancer (red): '{T}: deals 1 damage to any target'; Paladin en-Vec has protection from
    black and from red."""
    game = board({"battlefield": ["Prodigal Pyromancer"]}, {"battlefield": ["Paladin en-Vec", "Grizzly Bears"]})
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    assert game.pending.kind == "target"
    assert game.find("Paladin en-Vec") not in game.pending.options
    assert game.find("Grizzly Bears") in game.pending.options


def test_702_16g_from_a_and_from_b_is_two_protections():
    """Paladin en-Vec: 'protection from black and from red': neither a black nor a red spell can target it."""
    for land, spell in (("Swamp", "Disfigure"), ("Mountain", "Shock")):
        game = board({"battlefield": [land], "hand": [spell]}, {"battlefield": ["Paladin en-Vec", "Grizzly Bears"]})
        keywords = chars(game.state, game.find("Paladin en-Vec")).keywords
        assert {"protection from black", "protection from red"} <= keywords
        assert game.find("Paladin en-Vec") not in target_options(game, spell)


def test_702_16b_multicolored_is_a_quality():
    """Basri's Lieutenant: 'protection from multicolored': Lightning Helix (red and white) can't target it,
    Shock (red only) can."""
    for spell, allowed in (("Lightning Helix", False), ("Shock", True)):
        game = board({"battlefield": ["Mountain", "Plains"], "hand": [spell]}, {"battlefield": ["Basri's Lieutenant"]})
        assert (game.find("Basri's Lieutenant") in target_options(game, spell)) is allowed


def test_608_2b_protection_gained_in_response_makes_the_target_illegal():
    """A target that gains protection from the spell before it resolves is illegal; the spell is removed
    from the stack without effect (608.2b)."""
    game = board({"battlefield": ["Mountain", "Plains", "Plains", "Grizzly Bears"],
                  "hand": ["Shock", "Feat of Resistance"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Shock", zone="hand"), bears)
    cast(game, game.find("Feat of Resistance", zone="hand"), bears)  # in response (117.3c)
    pass_both(game)
    assert game.pending.kind == "choose"
    game.apply("choose 3")  # red
    resolve_stack(game)
    assert bears in game.state.objects and game.state.objects[bears].damage == 0
    assert game.find("Shock", zone="graveyard")


# --- 702.16e: damage ------------------------------------------------------------------------------------------


def test_702_16e_damage_from_a_source_with_the_quality_is_prevented():
    """Pyroclasm deals 2 damage to each creature: Paladin en-Vec (protection from red) is dealt none."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Pyroclasm"]},
                 {"battlefield": ["Paladin en-Vec", "Grizzly Bears"]})
    cast(game, game.find("Pyroclasm", zone="hand"))
    resolve_stack(game)
    paladin = game.find("Paladin en-Vec")
    assert game.state.objects[paladin].damage == 0
    assert game.find("Grizzly Bears", zone="graveyard")
    assert any(e.kind == "prevented" for e in game.state.events())


def test_702_16e_protection_from_a_card_type_covers_a_planeswalker_source():
    """Sparkhunter Masticore: 'Protection from planeswalkers': damage a planeswalker would deal to it is
    prevented (702.16a: a card type quality applies to permanents of that type)."""
    game = board({"battlefield": [{"card": "Chandra, Novice Pyromancer", "counters": {"loyalty": 5}}]},
                 {"battlefield": ["Sparkhunter Masticore"]})
    masticore = game.find("Sparkhunter Masticore")
    assert deal_damage(game.state, game.find("Chandra, Novice Pyromancer"), masticore, 2) == 0
    assert game.state.objects[masticore].damage == 0


def test_702_16e_combat_damage_is_prevented_and_the_protected_creature_may_block():
    """702.16f restricts only who can block an attacker with protection: Black Knight (protection from
    white) blocks Savannah Lions (white); the Lions' damage to it is prevented."""
    game = board({"battlefield": ["Savannah Lions"]}, {"battlefield": ["Black Knight"]},
                 step="beginning_of_combat")
    lions, knight = game.find("Savannah Lions"), game.find("Black Knight")
    _to_blockers(game, lions)
    game.apply(f"block {knight} {lions}")
    game.apply("done")
    resolve_stack_until_end_of_combat(game)
    assert knight in game.state.objects and game.state.objects[knight].damage == 0
    assert game.find("Savannah Lions", zone="graveyard")


def resolve_stack_until_end_of_combat(game: Game) -> None:
    for _ in range(30):
        if game.state.step in ("end_of_combat", "main2"):
            return
        assert game.pending.kind == "priority", game.pending
        game.apply("pass")
    raise AssertionError("combat did not end")


def test_702_16e_prevented_combat_damage_isnt_dealt_and_triggers_nothing():
    """Test Striker (white): 'Whenever ~ deals combat damage, you gain 3 life.' Blocked by Black Knight
    (protection from white), its damage is prevented (615.1a: never dealt), so the ability doesn't trigger;
    blocked by Grizzly Bears, it does."""
    for blocker, gained in (("Black Knight", False), ("Grizzly Bears", True)):
        game = board({"battlefield": ["Test Striker"]}, {"battlefield": [blocker]}, step="beginning_of_combat")
        striker, b = game.find("Test Striker"), game.find(blocker)
        _to_blockers(game, striker)
        game.apply(f"block {b} {striker}")
        game.apply("done")
        resolve_stack_until_end_of_combat(game)
        assert (game.state.players[0].life == 23) is gained


# --- 702.16f: blocking ----------------------------------------------------------------------------------------


def test_702_16f_creatures_with_the_quality_cant_block_it():
    """Black Knight attacks: Savannah Lions (white) can't block it; Grizzly Bears (green) can."""
    game = board({"battlefield": ["Black Knight"]}, {"battlefield": ["Savannah Lions", "Grizzly Bears"]},
                 step="beginning_of_combat")
    knight = game.find("Black Knight")
    _to_blockers(game, knight)
    blockers = {a.args[0] for a in game.legal_actions() if a.kind == "block"}
    assert game.find("Grizzly Bears") in blockers
    assert game.find("Savannah Lions") not in blockers


# --- 702.16c-d, 704.5m-n: attachments -------------------------------------------------------------------------


def test_702_16c_an_aura_with_the_quality_cant_target_it():
    """Unholy Strength (black) can't enchant White Knight (protection from black): it can't be its target."""
    game = board({"battlefield": ["Swamp", "White Knight", "Grizzly Bears"], "hand": ["Unholy Strength"]})
    options = target_options(game, "Unholy Strength")
    assert game.find("White Knight") not in options and game.find("Grizzly Bears") in options


def test_704_5m_an_aura_with_the_quality_goes_to_the_graveyard():
    """Grizzly Bears enchanted by Holy Strength (white) gains protection from white: the Aura is put into its
    owner's graveyard as a state-based action (702.16c, 704.5m)."""
    game = board({"battlefield": ["Plains", "Plains", "Plains", "Grizzly Bears"],
                  "hand": ["Holy Strength", "Feat of Resistance"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Holy Strength", zone="hand"), bears)
    resolve_stack(game)
    assert game.find("Holy Strength") in game.zone("battlefield")
    cast(game, game.find("Feat of Resistance", zone="hand"), bears)
    pass_both(game)
    game.apply("choose 0")  # white
    resolve_stack(game)
    assert game.find("Holy Strength", zone="graveyard")
    assert any(e.kind == "sba" and "704.5m" in e.rules for e in game.state.events())


def test_702_16d_an_equipment_with_the_quality_cant_equip_it():
    """Tel-Jilad Chosen: 'Protection from artifacts': Bonesplitter's equip ability can't target it."""
    game = board({"battlefield": ["Mountain", "Bonesplitter", "Tel-Jilad Chosen", "Grizzly Bears"]})
    game.apply(f"activate {game.find('Bonesplitter')} 1")
    assert game.pending.kind == "target"
    assert game.find("Tel-Jilad Chosen") not in game.pending.options
    assert game.find("Grizzly Bears") in game.pending.options


def test_704_5n_an_equipment_with_the_quality_becomes_unattached_and_stays():
    game = board({"battlefield": ["Mountain", "Plains", "Bonesplitter", "Grizzly Bears"],
                  "hand": ["Test Artifact Ward"]})
    bears, splitter = game.find("Grizzly Bears"), game.find("Bonesplitter")
    activate(game, splitter, 1, bears)
    resolve_stack(game)
    assert game.state.objects[splitter].attached_to == bears
    cast(game, game.find("Test Artifact Ward", zone="hand"), bears)
    resolve_stack(game)
    assert game.state.objects[splitter].attached_to == 0
    assert splitter in game.zone("battlefield")
    assert chars(game.state, bears).power == 2
    assert any(e.kind == "sba" and "704.5n" in e.rules for e in game.state.events())


# --- 702.16j: everything --------------------------------------------------------------------------------------


def test_702_16j_protection_from_everything():
    """Can't be targeted by spells or abilities, all damage to it is prevented, can't be blocked."""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["Test Untouchable"]})
    assert game.find("Test Untouchable") not in target_options(game, "Shock")
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Pyroclasm"]},
                 {"battlefield": ["Test Untouchable"]})
    cast(game, game.find("Pyroclasm", zone="hand"))
    resolve_stack(game)
    assert game.state.objects[game.find("Test Untouchable")].damage == 0
    game = board({"battlefield": ["Test Untouchable"]}, {"battlefield": ["Grizzly Bears", "Ornithopter"]},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Test Untouchable')} P2")
    game.apply("done")
    while game.state.step not in ("end_of_combat", "main2"):
        assert game.pending.kind == "priority", game.pending  # no declaration of blockers is possible
        game.apply("pass")
    assert game.state.players[1].life == 17


def test_702_16h_protection_from_all_colors_is_one_protection_per_color():
    """Iridescent Angel: 'Flying, protection from all colors': a protection from each color; a colorless
    creature (Ornithopter, with flying) can still block it, a colored one can't."""
    game = board({"battlefield": ["Swamp"], "hand": ["Disfigure"]},
                 {"battlefield": ["Iridescent Angel", "Grizzly Bears"]})
    angel = game.find("Iridescent Angel")
    assert {f"protection from {c}" for c in ("white", "blue", "black", "red", "green")} <= game.chars(angel).keywords
    assert angel not in target_options(game, "Disfigure")
    game = board({"battlefield": ["Iridescent Angel"]}, {"battlefield": ["Ornithopter", "Serra Angel"]},
                 step="beginning_of_combat")
    _to_blockers(game, game.find("Iridescent Angel"))
    blockers = {a.args[0] for a in game.legal_actions() if a.kind == "block"}
    assert blockers == {game.find("Ornithopter")}


# --- 613.1f: protection is granted and lost in layer 6 ---------------------------------------------------------


def test_613_1f_granted_protection_ends_with_its_effect():
    """Feat of Resistance's protection lasts until end of turn (514.2)."""
    game = board({"battlefield": ["Plains", "Plains", "Grizzly Bears"], "hand": ["Feat of Resistance"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Feat of Resistance", zone="hand"), bears)
    pass_both(game)
    game.apply("choose 2")  # black
    resolve_stack(game)
    assert "protection from black" in chars(game.state, bears).keywords
    from support import pass_until

    pass_until(game, "upkeep", turn=4)
    assert not any(k.startswith("protection") for k in chars(game.state, bears).keywords)
