"""CR 608: resolving spells and abilities. Targets are checked again (608.2b): with all of them illegal the
spell doesn't resolve; with some illegal it does what it can. Choices made on resolution (608.2d), last
known information (608.2h), instants and sorceries to the graveyard and abilities ceasing to exist (608.2n),
and permanent spells entering the battlefield (608.3)."""

from __future__ import annotations

from support import activate, board, cast, events_since, kinds, life, mark, pass_both, zone_names

from lithoform.cards.tree import CardDef, CardFace, DealDamage, SpellAbility, Target, TargetSpec

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Split Spark", (CardFace(
    "Test Split Spark", ("Instant",), "{R}",
    text="Test Split Spark deals 2 damage divided as you choose among one or two targets.",
    spell=SpellAbility(DealDamage(2, Target(0), divided=True), targets=(TargetSpec("any", min=1, max=2),)),
),)))


def bolt_the_bears_and_shock_in_response():
    """P1 Bolts P2's Bears; P2 Shocks their own Bears in response, so the Bolt's only target is gone."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Shock"]})
    bears = game.find("Grizzly Bears")
    bolt = cast(game, game.find("Lightning Bolt"), bears)
    game.apply("pass")
    cast(game, game.find("Shock"), bears)
    pass_both(game)
    return game, bolt


def test_608_2b_all_targets_illegal_the_spell_does_not_resolve():
    """608.2b: 'If all its targets ... are now illegal, the spell or ability doesn't resolve. It's removed
    from the stack and, if it's a spell, put into its owner's graveyard.'"""
    game, bolt = bolt_the_bears_and_shock_in_response()
    start = mark(game)
    pass_both(game)
    events = events_since(game, start)
    assert "fizzle" in kinds(events) and "resolve" not in kinds(events)
    assert any("608.2b" in e.rules for e in events)
    assert game.state.stack == ()
    assert zone_names(game, "graveyard", 0) == ["Lightning Bolt"]


def test_608_2b_a_target_that_changed_zones_is_illegal():
    """608.2b: 'A target that's no longer in the zone it was in when it was targeted is illegal' — the
    Bears in the graveyard are a new object (400.7) and take no damage."""
    game, _ = bolt_the_bears_and_shock_in_response()
    dead = game.find("Grizzly Bears", zone="graveyard")
    pass_both(game)
    assert game.state.objects[dead].zone == "graveyard" and game.state.objects[dead].damage == 0


def test_608_2b_some_targets_illegal_the_spell_does_what_it_can():
    """608.2b: with some targets illegal, the spell resolves, but 'doesn't perform any actions on [illegal]
    target[s]': Test Split Spark's 1 damage to P2 is dealt, the 1 to the departed Bears is not."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Split Spark"]},
                 {"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Shock"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Test Split Spark')}")
    for answer in (f"target {bears}", "target P2", "divide 1 1", "autopay", "pass"):
        game.apply(answer)
    cast(game, game.find("Shock"), bears)
    pass_both(game)
    start = mark(game)
    pass_both(game)
    events = events_since(game, start)
    assert "resolve" in kinds(events) and "fizzle" not in kinds(events)
    assert life(game, 1) == 19
    assert [e.args["amount"] for e in events if e.kind == "damage"] == [1]


def test_608_2n_instant_goes_to_its_owners_graveyard_last():
    """608.2n: 'As the final part of an instant or sorcery spell's resolution, the spell is put into its
    owner's graveyard.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    cast(game, game.find("Lightning Bolt"), "P2")
    start = mark(game)
    pass_both(game)
    events = events_since(game, start)
    assert kinds(events).index("damage") < kinds(events).index("zone_change")
    assert zone_names(game, "graveyard", 0) == ["Lightning Bolt"]
    assert game.state.stack == ()


def test_608_2n_sorcery_goes_to_its_owners_graveyard():
    """608.2n (with 307.2): a resolved sorcery ends in its owner's graveyard."""
    game = board({"battlefield": ["Swamp"] * 3, "hand": ["Mind Rot"]}, {"hand": ["Forest", "Island"]})
    cast(game, game.find("Mind Rot"), "P2")
    pass_both(game)
    assert zone_names(game, "graveyard", 0) == ["Mind Rot"]
    assert sorted(zone_names(game, "graveyard", 1)) == ["Forest", "Island"]


def test_608_2n_an_ability_ceases_to_exist():
    """608.2n: 'As the final part of an ability's resolution, the ability is removed from the stack and
    ceases to exist' — it goes to no zone."""
    game = board({"battlefield": ["Prodigal Pyromancer"]})
    ability = activate(game, game.find("Prodigal Pyromancer"), 1, "P2")
    pass_both(game)
    assert life(game, 1) == 19
    assert ability not in game.state.objects
    assert all(ability not in ids for ids in game.state.zones.values())


def test_608_3_permanent_spell_enters_under_its_controllers_control():
    """608.3a: a permanent spell 'becomes a permanent and enters the battlefield under the control of the
    spell's controller' — as a new object (400.7), straight from the stack."""
    game = board({"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]})
    spell = cast(game, game.find("Grizzly Bears"))
    start = mark(game)
    pass_both(game)
    bears = game.find("Grizzly Bears", zone="battlefield")
    assert bears != spell
    assert game.state.objects[bears].controller == 0
    moves = [e for e in events_since(game, start) if e.kind == "zone_change"]
    assert [(e.args["src"], e.args["dst"]) for e in moves] == [("stack", "battlefield")]
    assert any("608.3" in r for e in moves for r in e.rules)


def test_608_2d_a_choice_made_on_resolution_by_the_discarding_player():
    """608.2d / 701.9b: Mind Rot's 'Target player discards two cards' — the discarding player chooses which,
    as the spell resolves."""
    game = board({"battlefield": ["Swamp"] * 3, "hand": ["Mind Rot"]},
                 {"hand": ["Forest", "Island", "Grizzly Bears"]})
    cast(game, game.find("Mind Rot"), "P2")
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and p.player == 1 and (p.min, p.max) == (2, 2)
    assert set(p.options) == set(game.zone("hand", 1))
    keep = game.find("Grizzly Bears")
    game.apply("choose " + " ".join(str(i) for i in p.options if i != keep))
    assert zone_names(game, "hand", 1) == ["Grizzly Bears"]


def test_608_2d_a_choice_made_on_resolution_by_the_caster():
    """608.2d: Duress — 'You choose a noncreature, nonland card from it': the caster chooses, among the
    eligible cards only."""
    game = board({"battlefield": ["Swamp"], "hand": ["Duress"]},
                 {"hand": ["Forest", "Grizzly Bears", "Shock", "Counterspell"]})
    cast(game, game.find("Duress"), "P2")
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and p.player == 0
    assert set(p.options) == {game.find("Shock"), game.find("Counterspell")}
    game.apply(f"choose {game.find('Shock')}")
    assert zone_names(game, "graveyard", 1) == ["Shock"]


def test_608_2h_last_known_information_of_a_source_that_left():
    """608.2h: if the object 'is no longer in that zone, ... the effect uses the object's last known
    information' — Triskelion's ability after Triskelion died still deals its damage as Triskelion."""
    game = board({"battlefield": [{"card": "Triskelion", "counters": {"+1/+1": 1}}]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]})
    tri = game.find("Triskelion")
    activate(game, tri, 1, "P2")
    game.apply("pass")
    cast(game, game.find("Shock"), tri)
    pass_both(game)
    assert tri not in game.state.objects
    start = mark(game)
    pass_both(game)
    (damage,) = [e for e in events_since(game, start) if e.kind == "damage"]
    assert damage.args["card"] == "Triskelion" and life(game, 1) == 19


def test_701_6a_a_countered_spell_goes_to_the_graveyard_without_resolving():
    """701.6a: 'A countered spell ... doesn't resolve and none of its effects occur. A countered spell is put
    into its owner's graveyard.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Island", "Island"], "hand": ["Counterspell"]})
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    game.apply("pass")
    cast(game, game.find("Counterspell"), bolt)
    pass_both(game)
    assert game.state.stack == ()
    assert life(game, 1) == 20
    assert zone_names(game, "graveyard", 0) == ["Lightning Bolt"]
    assert zone_names(game, "graveyard", 1) == ["Counterspell"]
