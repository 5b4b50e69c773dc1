//! Why a file did not arrive or was refused, why a position string does not parse, and the
//! rules, in words: clauses for the sentences of the notices, the tablebase line and the pages.

use gobblet_rules::{Cover, Player, PositionParseError, Reveal, Variant};
use gobblet_tablebase::{Check, ManifestError, TbError, Want};

use crate::fetch::{FetchError, LoadError};
use crate::i18n::{fill, Messages};

impl Messages {
    /// Why a fetch gave no bytes.
    #[must_use]
    pub fn fetch_error(&self, e: &FetchError) -> String {
        let t = &self.fault;
        match e {
            FetchError::Network => t.fetch_network.into(),
            FetchError::Status(status) => fill(t.fetch_status, &[status]),
            FetchError::RangesIgnored(r) => match r.bytes {
                Some(bytes) => fill(t.fetch_ranges, &[&bytes, &r.first, &r.last]),
                None => fill(t.fetch_ranges_unknown, &[&r.first, &r.last]),
            },
            FetchError::WrongRange { first, last } => fill(t.fetch_wrong_range, &[first, last]),
            FetchError::Aborted => t.fetch_aborted.into(),
            FetchError::Unsupported => t.fetch_unsupported.into(),
        }
    }

    /// Why a tablebase file (the manifest, a chunk, the index, the other reading's file) could
    /// not be used.
    #[must_use]
    pub fn load_error(&self, e: &LoadError) -> String {
        match e {
            LoadError::Fetch(e) => self.fetch_error(e),
            LoadError::Refused(e) => self.tb_error(e),
        }
    }

    /// Why a tablebase file was refused (the file is named by the sentence around it).
    #[must_use]
    pub fn tb_error(&self, e: &TbError) -> String {
        let t = &self.fault;
        match e {
            TbError::Manifest(m) => fill(t.tb_manifest, &[&self.manifest_error(m)]),
            TbError::Version { expected, got } => fill(t.tb_version, &[got, expected]),
            TbError::Variant { got, .. } => {
                let rules = Variant::ALL
                    .into_iter()
                    .find(|v| v.code() == *got)
                    .map_or_else(|| t.rules_unknown.to_string(), |v| self.rules(&v));
                fill(t.tb_variant, &[&rules])
            }
            TbError::Truncated { len, .. } => fill(t.tb_truncated, &[len]),
            TbError::NotAShard { html: false, .. } => t.tb_not_a_file.into(),
            TbError::NotAShard { html: true, .. } | TbError::Index(Check::Html) => t.tb_html.into(),
            TbError::Build { .. } | TbError::Index(Check::OtherBuild) => t.tb_build.into(),
            TbError::Index(check) | TbError::Corrupt { check, .. } => {
                fill(t.tb_corrupt, &[&self.check(*check)])
            }
        }
    }

    /// The name of a check a file's bytes failed.
    #[must_use]
    pub fn check(&self, c: Check) -> &'static str {
        let t = &self.fault;
        match c {
            Check::Length => t.check_length,
            Check::Magic | Check::Html => t.check_magic,
            Check::Checksum => t.check_checksum,
            Check::HeaderFields | Check::OtherBuild => t.check_header,
            Check::EntriesTruncated | Check::EntryValues => t.check_entries,
            Check::PackLength => t.check_pack_length,
            Check::ManifestAgreement => t.check_manifest,
            Check::ChunkId => t.check_chunk_id,
            Check::Value => t.check_value,
            Check::KeyOrder => t.check_key_order,
            Check::MphfLayout(_) | Check::MphfEncoding => t.check_key_table,
            Check::ValueCodes => t.check_value_codes,
        }
    }

    /// What is wrong with a manifest. A JSON error says only where the reader stopped (the
    /// grammar rule it broke is in its `Display`, for tools): nobody mends a manifest by hand.
    #[must_use]
    pub fn manifest_error(&self, e: &ManifestError) -> String {
        let t = &self.fault;
        match e {
            ManifestError::Json(j) => fill(t.manifest_json, &[&j.at]),
            ManifestError::NotAnObject => t.manifest_not_object.into(),
            ManifestError::Missing(field) => fill(t.manifest_missing, &[field]),
            ManifestError::WrongType { field, want } => {
                let want = match want {
                    Want::Text => t.want_text,
                    Want::Integer => t.want_integer,
                    Want::Bytes => t.want_bytes,
                    Want::List => t.want_list,
                    Want::Pairs => t.want_pairs,
                };
                fill(t.manifest_wrong_type, &[field, &want])
            }
            ManifestError::OutOfRange(field) => fill(t.manifest_out_of_range, &[field]),
            ManifestError::Duplicate(field) => fill(t.manifest_duplicate, &[field]),
            ManifestError::Format => t.manifest_format.into(),
            ManifestError::Variant(_) => t.manifest_rules.into(),
            ManifestError::Build => t.manifest_build.into(),
            ManifestError::Inconsistent => t.manifest_inconsistent.into(),
            ManifestError::ValueCodes => t.manifest_value_codes.into(),
        }
    }

    /// Why a position string does not parse or does not fit the rules.
    #[must_use]
    pub fn position_error(&self, e: &PositionParseError) -> String {
        use PositionParseError as E;
        let (t, ui) = (&self.fault, &self.ui);
        match e {
            E::MissingSide => t.position_missing_side.into(),
            E::Side => t.position_side.into(),
            E::Rows { found } => fill(t.position_rows, &[found]),
            E::Squares { rank, found } => fill(t.position_squares, &[rank, found]),
            E::EmptyText { square } => fill(t.position_blank, &[square]),
            E::UnknownChar { square, ch } => fill(
                t.position_unknown,
                &[square, ch, &ui.player(Player::P1), &ui.player(Player::P2)],
            ),
            E::DotInStack { square } => fill(t.position_dot, &[square]),
            E::SizeTwice { square, size } => fill(t.position_twice, &[square, &ui.size(*size)]),
            E::OutOfOrder { square } => fill(t.position_order, &[square]),
            E::TooMany {
                player,
                size,
                count,
                max,
            } => fill(
                t.position_too_many,
                &[&ui.player(*player), count, &ui.size(*size), max],
            ),
        }
    }

    /// The rules in words: the standard ones, or how they differ from them (the one-piece
    /// variant, no covering, revealing a line loses).
    #[must_use]
    pub fn rules(&self, v: &Variant) -> String {
        let t = &self.fault;
        let mut differences = Vec::new();
        if v.pieces() == 1 {
            differences.push(t.rules_one_piece);
        }
        if v.cover == Cover::Off {
            differences.push(t.rules_no_cover);
        }
        if v.reveal == Reveal::Loses {
            differences.push(t.rules_reveal_loses);
        }
        if differences.is_empty() {
            t.rules_standard.into()
        } else {
            fill(t.rules_but, &[&differences.join(t.rules_and)])
        }
    }
}
