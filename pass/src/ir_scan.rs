//! Reading a module: the aspect metadata contract (with every malformed
//! piece reported, never trusted) and, per function, the aspects it uses
//! itself, where each comes from, and whom it calls.

use crate::aspect_set::{AspectNumbering, AspectSet, SmallAspectSet};
use llvm_sys::core::*;
use llvm_sys::debuginfo::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use rustc_hash::{FxHashMap, FxHashSet};
use sycl_aspects_metadata::ir;
use sycl_aspects_metadata::{SYCL_ASPECTS, SYCL_DECLARED_ASPECTS, SYCL_TYPES_THAT_USE_ASPECTS, SYCL_USED_ASPECTS};

pub use sycl_aspects_analysis::module_metadata::Problem;
use sycl_aspects_analysis::module_metadata::{self, Node, Operand, TypeLookup};

/// Module-level facts: aspect names and values, decorated types.
pub struct ModuleAspects {
    pub names: FxHashMap<i32, String>,
    pub values: FxHashMap<String, i32>,
    /// Decorated types resolved to `Type*` once, with their aspect values.
    pub decorated_types: FxHashMap<LLVMTypeRef, Vec<i32>>,
    pub fp64: Option<i32>,
}

pub use sycl_aspects_analysis::pass_model::{Call, FunctionScan, IrRef, Origin, OriginKind};

/// The model's reference to an LLVM value or type (`IrRef`), and back.
#[inline]
pub fn ir_ref<T>(p: *mut T) -> IrRef {
    p as IrRef
}

#[inline]
pub fn value_of(r: IrRef) -> LLVMValueRef {
    r as LLVMValueRef
}

#[inline]
pub fn type_of(r: IrRef) -> LLVMTypeRef {
    r as LLVMTypeRef
}

pub const ATTR_DEVICE_HAS: &str = "sycl-device-has";
pub const ATTR_CALL_IF_ON_DEVICE: &str = "sycl-call-if-on-device-conditionally";
pub const ATTR_CALLS_INDIRECTLY: &str = "calls-indirectly";
pub const ATTR_INDIRECTLY_CALLABLE: &str = "indirectly-callable";

pub use sycl_aspects_metadata::ir::{md_string_value as md_string, string_attribute};

/// Integer operands of an MD node (as value); non-integers are reported.
unsafe fn int_operands(node: LLVMValueRef, mut bad: impl FnMut(String)) -> Vec<i64> {
    if node.is_null() || LLVMIsAMDNode(node).is_null() {
        bad("not a metadata node".into());
        return Vec::new();
    }
    let mut out = Vec::new();
    for (i, op) in ir::node_operands(node).into_iter().enumerate() {
        if !op.is_null() && !LLVMIsAConstantInt(op).is_null() {
            match ir::const_int_i64(op) {
                Ok(v) => out.push(v),
                Err(written) => bad(format!("operand {i}: value {written} does not fit in i32")),
            }
        } else {
            bad(format!("operand {i} is not an integer constant"));
        }
    }
    out
}

fn to_i32(v: i64, mut bad: impl FnMut(String)) -> Option<i32> {
    i32::try_from(v).map_err(|_| bad(format!("value {v} does not fit in i32"))).ok()
}

impl ModuleAspects {
    /// Reads `!sycl_aspects` and `!sycl_types_that_use_aspects` through
    /// their plain model (`sycl_aspects_analysis::module_metadata`, which
    /// decides what is malformed). Returns `None` when the module has no
    /// `!sycl_aspects` (nothing to do).
    pub unsafe fn read(module: LLVMModuleRef, problems: &mut Vec<Problem>) -> Option<Self> {
        let aspect_nodes = named_nodes(module, SYCL_ASPECTS);
        if aspect_nodes.is_empty() {
            return None;
        }
        let table = module_metadata::read_aspects(&aspect_nodes, problems);
        let ctx = LLVMGetModuleContext(module);
        let lookup = |name: &str| {
            // A name with a NUL byte names no LLVM type.
            let Ok(cname) = std::ffi::CString::new(name) else { return TypeLookup::Unknown };
            let ty = LLVMGetTypeByName2(ctx, cname.as_ptr());
            if ty.is_null() {
                TypeLookup::Unknown
            } else if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind {
                TypeLookup::Struct(ty)
            } else {
                TypeLookup::NotStruct
            }
        };
        let decorated_types =
            module_metadata::read_decorated_types(&named_nodes(module, SYCL_TYPES_THAT_USE_ASPECTS), lookup, problems);
        let fp64 = table.values.get("fp64").copied();
        Some(Self { names: table.names, values: table.values, decorated_types, fp64 })
    }

    pub fn aspect_name(&self, value: i32) -> String {
        self.names.get(&value).cloned().unwrap_or_else(|| value.to_string())
    }
}

/// The operands of `name`'s named metadata, as the plain model.
unsafe fn named_nodes(module: LLVMModuleRef, name: &str) -> Vec<Node> {
    ir::named_operands(module, name).into_iter().map(|node| operands_of(node)).collect()
}

/// The operands of a metadata node (as value), as the plain model.
pub unsafe fn operands_of(node: LLVMValueRef) -> Node {
    ir::node_operands(node)
        .into_iter()
        .map(|op| {
            if let Some(text) = md_string(op) {
                Operand::String(text)
            } else if !op.is_null() && !LLVMIsAConstantInt(op).is_null() {
                Operand::Int(ir::const_int_i64(op))
            } else {
                Operand::Other
            }
        })
        .collect()
}

impl ModuleAspects {
    /// The decorated struct inside `ty` (itself, or through elements,
    /// arrays, vectors, signatures) that brings `aspect`, for explanations.
    pub unsafe fn decorated_source(&self, ty: LLVMTypeRef, aspect: i32) -> Option<LLVMTypeRef> {
        // Depth-first in element order with an explicit stack (types nest
        // by value arbitrarily deep) and a visited set (a type contained
        // many times is searched once: had it held the aspect, the first
        // visit would have returned). Same answer as a recursive search.
        let mut stack = vec![ty];
        let mut visited = FxHashSet::default();
        let mut children = Vec::new();
        while let Some(t) = stack.pop() {
            if t.is_null() || !visited.insert(t) {
                continue;
            }
            if self.decorated_types.get(&t).is_some_and(|v| v.contains(&aspect)) {
                return Some(t);
            }
            children.clear();
            ir::contained_types(t, &mut children);
            stack.extend(children.iter().rev());
        }
        None
    }
}

/// Per-type aspect sets, computed once per type (struct elements, arrays,
/// vectors, function signatures; never through pointers).
pub struct TypeAspects {
    cache: FxHashMap<LLVMTypeRef, u32>,
    pub sets: Vec<AspectSet>,
    /// The same sets in DPC++'s order: a decorated struct's own list in
    /// order, then its fields' sets in declaration order, depth first.
    pub ordered: Vec<SmallAspectSet>,
    double_set: u32,
    /// Decorated types met (directly or inside another type): the module
    /// references them.
    pub reached: FxHashSet<LLVMTypeRef>,
    /// The last type asked about and its answer: consecutive instructions
    /// mostly share types.
    last: (LLVMTypeRef, u32),
}

impl TypeAspects {
    pub fn new(module: &ModuleAspects, numbering: &mut AspectNumbering) -> Self {
        let mut sets = vec![AspectSet::default()];
        let mut ordered = vec![SmallAspectSet::default()];
        let double_set = match module.fp64 {
            Some(v) => {
                sets.push(numbering.set_of(&[v]));
                let mut fp64 = SmallAspectSet::default();
                fp64.insert(v);
                ordered.push(fp64);
                1
            }
            None => 0,
        };
        Self {
            cache: FxHashMap::default(),
            sets,
            ordered,
            double_set,
            reached: FxHashSet::default(),
            last: (std::ptr::null_mut(), 0),
        }
    }

    /// Index into `sets` of the aspects `ty` uses (0: none).
    pub unsafe fn of(&mut self, ty: LLVMTypeRef, module: &ModuleAspects, numbering: &mut AspectNumbering) -> u32 {
        use LLVMTypeKind::*;
        if ty == self.last.0 {
            return self.last.1;
        }
        let id = match LLVMGetTypeKind(ty) {
            LLVMDoubleTypeKind => self.double_set,
            LLVMStructTypeKind | LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMScalableVectorTypeKind
            | LLVMFunctionTypeKind => {
                if let Some(&id) = self.cache.get(&ty) {
                    self.last = (ty, id);
                    return id;
                }
                let id = self.compute(ty, module, numbering);
                self.cache.insert(ty, id);
                id
            }
            _ => 0,
        };
        self.last = (ty, id);
        id
    }

    /// The aspect-set index of `ty` when it is known without walking:
    /// scalars and pointers (none), `double` (fp64), or a cached aggregate.
    fn known(&self, ty: LLVMTypeRef) -> Option<u32> {
        use LLVMTypeKind::*;
        match unsafe { LLVMGetTypeKind(ty) } {
            LLVMDoubleTypeKind => Some(self.double_set),
            LLVMStructTypeKind | LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMScalableVectorTypeKind
            | LLVMFunctionTypeKind => self.cache.get(&ty).copied(),
            _ => Some(0),
        }
    }

    /// Computes and caches the sets of `root` and of every aggregate inside
    /// it, children before parents. Iterative (an explicit stack) because
    /// types nest by value arbitrarily deep (a 100,000-level struct is valid
    /// IR) and a recursive walk would overflow the native stack.
    unsafe fn compute(&mut self, root: LLVMTypeRef, module: &ModuleAspects, numbering: &mut AspectNumbering) -> u32 {
        // Most types met first are made of types already known (scalars,
        // pointers, aggregates met before): finished at once, without the
        // walk's stack and set.
        let mut children = Vec::new();
        ir::contained_types(root, &mut children);
        if children.iter().all(|&c| self.known(c).is_some()) {
            let id = self.finish(root, &children, module, numbering);
            self.cache.insert(root, id);
            return id;
        }
        // (type, children already pushed). A type is finished when popped
        // the second time; by then each child is cached or in progress.
        let mut stack = vec![(root, false)];
        let mut in_progress = FxHashSet::default();
        while let Some((ty, expanded)) = stack.pop() {
            if self.cache.contains_key(&ty) {
                continue;
            }
            children.clear();
            ir::contained_types(ty, &mut children);
            if !expanded {
                // By-value types cannot contain themselves, so `in_progress`
                // only guards against a malformed context looping forever.
                if !in_progress.insert(ty) {
                    continue;
                }
                stack.push((ty, true));
                stack.extend(children.iter().rev().filter(|c| self.known(**c).is_none()).map(|&c| (c, false)));
                continue;
            }
            let id = self.finish(ty, &children, module, numbering);
            self.cache.insert(ty, id);
        }
        self.cache.get(&root).copied().unwrap_or(0)
    }

    /// The set of `ty` from its own decoration and its (already computed)
    /// children's sets, in DPC++'s order.
    unsafe fn finish(
        &mut self,
        ty: LLVMTypeRef,
        children: &[LLVMTypeRef],
        module: &ModuleAspects,
        numbering: &mut AspectNumbering,
    ) -> u32 {
        let mut set = AspectSet::default();
        let mut ordered = SmallAspectSet::default();
        if let Some(values) = module.decorated_types.get(&ty) {
            set = numbering.set_of(values);
            ordered.extend_values(values);
            self.reached.insert(ty);
        }
        for &child in children {
            let id = self.known(child).unwrap_or(0);
            if id != 0 {
                let child_set = self.sets[id as usize].clone();
                set.union_with(&child_set);
                let child_ordered = self.ordered[id as usize].clone();
                ordered.extend_from(&child_ordered);
            }
        }
        if set.is_empty() {
            return 0;
        }
        self.sets.push(set);
        self.ordered.push(ordered);
        (self.sets.len() - 1) as u32
    }
}

/// A function's name, produced only when a message needs it (reading every
/// scanned function's name cost a hash lookup and a copy each).
pub type NameOf<'a> = &'a dyn Fn() -> &'a str;

/// Which of a function's instructions the scan reads.
#[derive(Clone, Copy)]
pub enum Instructions<'a> {
    /// None (the prefilter found none that can bring an aspect, an origin
    /// or a message, and recorded its calls).
    None,
    All,
    /// These (`Instruction*`s, in order): the prefilter's list of those
    /// the scan can get anything from; the others would change nothing.
    /// An address with its lowest bit set is a plain direct call (of a
    /// function in the module, not conditional, whose types and arguments
    /// bring nothing): only the call is recorded.
    Listed(&'a [usize]),
}

/// Scans one function's metadata, attributes, signature and body.
pub struct Scanner<'a> {
    pub module: &'a ModuleAspects,
    pub numbering: &'a mut AspectNumbering,
    pub types: &'a mut TypeAspects,
    pub problems: &'a mut Vec<Problem>,
    pub used_kind: u32,
    pub declared_kind: u32,
    /// The ordered aspects of every type `add_type` met since last cleared:
    /// what this pass finds beyond DPC++'s per-instruction rule (constant
    /// expressions, indirect call types) goes at the end of that set.
    pub touched: SmallAspectSet,
}

/// Records `origin` for aspect `idx` (`FunctionScan::note_origin`; an
/// instruction's debug location is read only when it decides).
unsafe fn note_origin(scan: &mut FunctionScan, idx: usize, origin: Origin) {
    scan.note_origin(idx, origin, |inst| !LLVMInstructionGetDebugLoc(value_of(inst)).is_null());
}

impl Scanner<'_> {
    unsafe fn add_values(&mut self, scan: &mut FunctionScan, values: &[i32], origin: Origin) {
        for &v in values {
            let idx = self.numbering.index_of(v);
            note_origin(scan, idx, origin);
        }
    }

    unsafe fn add_type(&mut self, scan: &mut FunctionScan, ty: LLVMTypeRef, origin: Origin) {
        let id = self.types.of(ty, self.module, self.numbering);
        self.add_type_id(scan, id, origin);
    }

    /// `add_type` for a type already looked up (`id` from `TypeAspects::of`).
    #[inline]
    unsafe fn add_type_id(&mut self, scan: &mut FunctionScan, id: u32, origin: Origin) {
        if id == 0 {
            return;
        }
        self.add_type_set(scan, id, origin);
    }

    unsafe fn add_type_set(&mut self, scan: &mut FunctionScan, id: u32, origin: Origin) {
        self.touched.extend_from(&self.types.ordered[id as usize]);
        for idx in self.types.sets[id as usize].iter() {
            note_origin(scan, idx, origin);
        }
    }

    unsafe fn function_md_values(&mut self, f: LLVMValueRef, fname: NameOf<'_>, md: Option<LLVMMetadataRef>, md_name: &'static str) -> Option<Vec<i32>> {
        let md = md?;
        let node = LLVMMetadataAsValue(LLVMGetModuleContext(LLVMGetGlobalParent(f)), md);
        let mut problems = Vec::new();
        let values = int_operands(node, |d| problems.push(d));
        let values: Vec<i32> = values.into_iter().filter_map(|v| to_i32(v, |d| problems.push(d))).collect();
        for detail in problems {
            self.problems.push(Problem { function: Some(fname().to_owned()), metadata: md_name, detail });
        }
        Some(values)
    }

    /// Scans function `f`, named `fname()` (for problem reports; read only
    /// when there is one): its own metadata, attributes and signature, and
    /// the `instructions` said. `facts` are the prefilter's `PREFILTER_*` bits for `f`:
    /// its aspect-list metadata and `sycl-device-has` attribute are read
    /// only when present.
    pub unsafe fn scan(&mut self, f: LLVMValueRef, fname: NameOf<'_>, instructions: Instructions<'_>, facts: u8) -> FunctionScan {
        let mut scan = FunctionScan::default();
        let [used_md, declared_md] = if facts & sycl_aspects_bridge::PREFILTER_LIST_METADATA != 0 {
            ir::global_mds(f, [self.used_kind, self.declared_kind])
        } else {
            [None, None]
        };
        if let Some(values) = self.function_md_values(f, fname, used_md, SYCL_USED_ASPECTS) {
            self.add_values(&mut scan, &values, Origin { kind: OriginKind::UsesAspects, inst: None });
            scan.existing_used = values;
        }
        if let Some(values) = self.function_md_values(f, fname, declared_md, SYCL_DECLARED_ASPECTS) {
            self.add_values(&mut scan, &values, Origin { kind: OriginKind::Declared, inst: None });
            scan.own_declared_ordered.extend_values(&values);
            scan.declared = Some(self.numbering.set_of(&values));
        }
        let device_has = if facts & sycl_aspects_bridge::PREFILTER_DEVICE_HAS != 0 { string_attribute(f, ATTR_DEVICE_HAS) } else { None };
        if let Some(text) = device_has {
            let mut values = Vec::new();
            for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                // Plain decimal digits only: Rust's parser also takes a
                // sign, and "-0" or "+6" would silently name an aspect.
                match part.bytes().all(|b| b.is_ascii_digit()).then(|| part.parse::<i32>().ok()).flatten() {
                    Some(v) => values.push(v),
                    None => self.problems.push(Problem {
                        function: Some(fname().to_owned()),
                        metadata: "sycl-device-has attribute",
                        detail: format!("'{}' is not an aspect value (a non-negative decimal integer)", sycl_aspects_analysis::messages::shown(part)),
                    }),
                }
            }
            self.add_values(&mut scan, &values, Origin { kind: OriginKind::Declared, inst: None });
            scan.own_declared_ordered.extend_values(&values);
            let set = self.numbering.set_of(&values);
            match &mut scan.declared {
                Some(existing) => existing.union_with(&set),
                None => {
                    scan.declared = Some(set);
                    scan.declared_by_property = true;
                }
            }
        }
        let fty = LLVMGlobalGetValueType(f);
        self.add_type(&mut scan, fty, Origin { kind: OriginKind::SignatureType(ir_ref(fty)), inst: None });
        // DPC++'s order of a function's own uses: the return type's set,
        // each parameter type's set, each instruction's set (blocks in
        // layout order), then its existing !sycl_used_aspects.
        let ret = LLVMGetReturnType(fty);
        self.ordered_type_into(&mut scan.own_used_ordered, ret);
        let nparams = LLVMCountParamTypes(fty) as usize;
        if nparams > 0 {
            // On the stack for the usual few parameters (one allocation
            // per scanned function otherwise).
            let mut few = [std::ptr::null_mut(); 8];
            let mut many = Vec::new();
            let params = if nparams <= few.len() {
                &mut few[..nparams]
            } else {
                many.resize(nparams, std::ptr::null_mut());
                &mut many[..]
            };
            LLVMGetParamTypes(fty, params.as_mut_ptr());
            for &p in params.iter() {
                self.ordered_type_into(&mut scan.own_used_ordered, p);
            }
        }

        match instructions {
            Instructions::None => {}
            Instructions::All => {
                let mut bb = LLVMGetFirstBasicBlock(f);
                while !bb.is_null() {
                    let mut inst = LLVMGetFirstInstruction(bb);
                    while !inst.is_null() {
                        self.scan_instruction(&mut scan, inst, fname);
                        inst = LLVMGetNextInstruction(inst);
                    }
                    bb = LLVMGetNextBasicBlock(bb);
                }
            }
            Instructions::Listed(listed) => {
                // At most one call per listed instruction.
                scan.calls.reserve(listed.len());
                for &inst in listed {
                    if inst & 1 == 0 {
                        self.scan_instruction(&mut scan, inst as LLVMValueRef, fname);
                    } else {
                        let inst = (inst & !1) as LLVMValueRef;
                        let callee = ir_ref(LLVMGetCalledValue(inst));
                        scan.calls.push(Call { callee, called_name: None, inst: ir_ref(inst), conditions: None });
                    }
                }
            }
        }
        let existing = std::mem::take(&mut scan.existing_used);
        scan.own_used_ordered.extend_values(&existing);
        scan.existing_used = existing;
        scan
    }

    /// Inserts the ordered aspects of `ty` into `set`.
    unsafe fn ordered_type_into(&mut self, set: &mut SmallAspectSet, ty: LLVMTypeRef) {
        let id = self.types.of(ty, self.module, self.numbering);
        self.ordered_id_into(set, id);
    }

    /// Inserts the ordered aspects of type set `id` into `set`.
    fn ordered_id_into(&self, set: &mut SmallAspectSet, id: u32) {
        if id != 0 {
            set.extend_from(&self.types.ordered[id as usize]);
        }
    }

    unsafe fn scan_instruction(&mut self, scan: &mut FunctionScan, inst: LLVMValueRef, fname: NameOf<'_>) {
        let origin = |ty| Origin { kind: OriginKind::InstructionType(ir_ref(ty)), inst: Some(ir_ref(inst)) };
        let ty = LLVMTypeOf(inst);
        let opcode = LLVMGetInstructionOpcode(inst);
        // The instruction's set in DPC++'s order: the result type (an
        // alloca's allocated type), each operand (a global value behind
        // pointer casts: its value type, so a callee, the last operand,
        // brings its function type), a GEP's source element type, then the
        // instruction's !sycl_used_aspects (added below).
        // Each type is looked up once and serves both this order and the
        // origins (`add_type_id`).
        self.touched = SmallAspectSet::default();
        let mut ordered = SmallAspectSet::default();
        let ty_id = self.types.of(ty, self.module, self.numbering);
        self.add_type_id(scan, ty_id, origin(ty));
        if opcode == LLVMOpcode::LLVMAlloca {
            let t = LLVMGetAllocatedType(inst);
            let id = self.types.of(t, self.module, self.numbering);
            self.ordered_id_into(&mut ordered, id);
            self.add_type_id(scan, id, origin(t));
        } else {
            self.ordered_id_into(&mut ordered, ty_id);
        }
        let n = LLVMGetNumOperands(inst).max(0) as u32;
        for i in 0..n {
            let op = LLVMGetOperand(inst, i);
            if op.is_null() {
                continue;
            }
            let op_ty = LLVMTypeOf(op);
            if LLVMIsConstant(op) == 0 {
                // An argument or instruction result: its type only orders.
                let id = self.types.of(op_ty, self.module, self.numbering);
                self.ordered_id_into(&mut ordered, id);
                continue;
            }
            let stripped = strip_pointer_casts(op);
            let op_id = self.types.of(op_ty, self.module, self.numbering);
            if !stripped.is_null() && !LLVMIsAGlobalValue(stripped).is_null() {
                let t = LLVMGlobalGetValueType(stripped);
                let id = self.types.of(t, self.module, self.numbering);
                self.ordered_id_into(&mut ordered, id);
            } else {
                self.ordered_id_into(&mut ordered, op_id);
            }
            // Constants may bring more: globals and GEPs inside constant
            // expressions (recorded for the origins, ordered at the end).
            self.add_type_id(scan, op_id, origin(op_ty));
            self.scan_constant_operand(scan, op, inst);
        }
        match opcode {
            LLVMOpcode::LLVMGetElementPtr => {
                let t = LLVMGetGEPSourceElementType(inst);
                let id = self.types.of(t, self.module, self.numbering);
                self.ordered_id_into(&mut ordered, id);
                self.add_type_id(scan, id, origin(t));
            }
            LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr => {
                let t = LLVMGetCalledFunctionType(inst);
                self.add_type(scan, t, origin(t));
                self.record_call(scan, inst, fname);
            }
            _ => {}
        }
        if LLVMHasMetadata(inst) != 0 {
            let md = LLVMGetMetadata(inst, self.used_kind);
            if !md.is_null() {
                let mut problems = Vec::new();
                let values = int_operands(md, |d| problems.push(d));
                let values: Vec<i32> = values.into_iter().filter_map(|v| to_i32(v, |d| problems.push(d))).collect();
                for detail in problems {
                    self.problems.push(Problem {
                        function: Some(fname().to_owned()),
                        metadata: SYCL_USED_ASPECTS,
                        detail: format!("on an instruction: {detail}"),
                    });
                }
                self.add_values(scan, &values, Origin { kind: OriginKind::InstructionMetadata, inst: Some(ir_ref(inst)) });
                ordered.extend_values(&values);
            }
        }
        // What this pass finds beyond DPC++'s rule comes last.
        let touched = std::mem::take(&mut self.touched);
        if !touched.is_empty() {
            ordered.extend_from(&touched);
        }
        if !ordered.is_empty() {
            scan.own_used_ordered.extend_from(&ordered);
        }
    }

    /// Globals referenced directly or behind constant expressions contribute
    /// their value types; constant GEPs their source element types.
    unsafe fn scan_constant_operand(&mut self, scan: &mut FunctionScan, op: LLVMValueRef, inst: LLVMValueRef) {
        // An explicit stack, not recursion: constant expressions nest
        // arbitrarily deep. Operands in order (children pushed reversed) so
        // aspects are met in the same order as a recursive walk; each shared
        // sub-expression is walked once.
        if LLVMIsAConstantExpr(op).is_null() {
            if LLVMIsAGlobalValue(op).is_null() {
                return; // the common case: nothing to walk, nothing allocated
            }
            if LLVMIsAGlobalAlias(op).is_null() {
                // A global named directly (a callee, a variable): what the
                // walk below does for it, without its stack and set.
                if !LLVMIsAGlobalVariable(op).is_null() {
                    let t = LLVMGlobalGetValueType(op);
                    self.add_type(scan, t, Origin { kind: OriginKind::InstructionType(ir_ref(t)), inst: Some(ir_ref(inst)) });
                }
                return;
            }
        }
        let mut stack = vec![op];
        let mut visited = FxHashSet::default();
        while let Some(op) = stack.pop() {
            if op.is_null() || !visited.insert(op) {
                continue;
            }
            // A global variable named directly or through aliases.
            let global =
                if LLVMIsAGlobalAlias(op).is_null() { op } else { resolve_aliases(op).unwrap_or(std::ptr::null_mut()) };
            if !global.is_null() && !LLVMIsAGlobalVariable(global).is_null() {
                let t = LLVMGlobalGetValueType(global);
                self.add_type(scan, t, Origin { kind: OriginKind::InstructionType(ir_ref(t)), inst: Some(ir_ref(inst)) });
            } else if !LLVMIsAConstantExpr(op).is_null() {
                if LLVMGetConstOpcode(op) == LLVMOpcode::LLVMGetElementPtr {
                    let t = LLVMGetGEPSourceElementType(op);
                    self.add_type(scan, t, Origin { kind: OriginKind::InstructionType(ir_ref(t)), inst: Some(ir_ref(inst)) });
                }
                let n = LLVMGetNumOperands(op).max(0) as u32;
                stack.extend((0..n).rev().map(|i| LLVMGetOperand(op, i)));
            }
        }
    }

    unsafe fn record_call(&mut self, scan: &mut FunctionScan, inst: LLVMValueRef, fname: NameOf<'_>) {
        let called = LLVMGetCalledValue(inst);
        if !called.is_null()
            && !LLVMIsAFunction(called).is_null()
            && string_attribute(called, ATTR_CALL_IF_ON_DEVICE).is_none()
        {
            // The common case, a direct call of a plain function: what the
            // general path below records for it, without its allocations.
            scan.calls.push(Call { callee: ir_ref(called), called_name: None, inst: ir_ref(inst), conditions: None });
            return;
        }
        let targets = match resolve_call_target(called) {
            CallTarget::Functions(targets) => targets,
            CallTarget::NotAFunction => {
                scan.has_indirect_call = true;
                return;
            }
            CallTarget::InlineAsm => return,
            CallTarget::Unresolved(why) => {
                // Treated as an indirect call (virtual-function sets still
                // apply) and reported: its aspects are not propagated.
                scan.has_indirect_call = true;
                scan.unresolved.push(format!("function '{}': {why}", crate::messages::demangle(fname())));
                return;
            }
        };
        let called_name = called_symbol_name(called, &targets);
        for (target, via) in targets {
            let conditions = if string_attribute(target, ATTR_CALL_IF_ON_DEVICE).is_some() {
                // call_if_on_device_conditionally(action, capture, cond...)
                let action = LLVMGetOperand(inst, 0);
                let nargs = LLVMGetNumArgOperands(inst);
                let mut conds = Vec::new();
                for i in 2..nargs {
                    let c = LLVMGetOperand(inst, i);
                    if !c.is_null() && !LLVMIsAConstantInt(c).is_null() {
                        // Read at full width, never truncated: a value that
                        // is no i32 names no aspect, so the condition is
                        // dropped (the action then counts as needed under
                        // fewer conditions: conservative) and reported.
                        let v = ir::const_int_i64(c);
                        match v.as_ref().ok().and_then(|&v| i32::try_from(v).ok()) {
                            Some(v) => conds.push(v),
                            None => scan.unresolved.push(format!(
                                "function '{}': condition {} of a conditional call, {}, does not fit in i32 (ignored)",
                                crate::messages::demangle(fname()),
                                i - 2,
                                v.map_or_else(|written| written, |v| format!("{} {v}", type_name_of(c))),
                            )),
                        }
                    } else if !c.is_null() {
                        // A condition computed at run time names no aspect
                        // this pass can know: dropped like an out-of-range
                        // one (conservative) and reported, not skipped
                        // silently.
                        let name = ir::value_name(c);
                        let shown = if name.is_empty() {
                            format!("a {} value", type_name_of(c))
                        } else {
                            format!("{} %{name}", type_name_of(c))
                        };
                        scan.unresolved.push(format!(
                            "function '{}': condition {} of a conditional call, {shown}, is not an integer constant (ignored)",
                            crate::messages::demangle(fname()),
                            i - 2,
                        ));
                    }
                }
                match resolve_call_target(action) {
                    CallTarget::Functions(actions) => {
                        let action_name = called_symbol_name(action, &actions);
                        for (a, a_via) in actions {
                            let name = a_via.or_else(|| action_name.clone());
                            scan.calls.push(Call { callee: ir_ref(a), called_name: name, inst: ir_ref(inst), conditions: Some(conds.clone()) });
                        }
                    }
                    CallTarget::Unresolved(why) => scan.unresolved.push(format!(
                        "function '{}': the action of a conditional call: {why}",
                        crate::messages::demangle(fname())
                    )),
                    CallTarget::NotAFunction | CallTarget::InlineAsm => scan.unresolved.push(format!(
                        "function '{}': the action of a conditional call is not a constant function; its aspects are not propagated",
                        crate::messages::demangle(fname())
                    )),
                }
                None
            } else {
                None
            };
            let name = via.or_else(|| called_name.clone());
            scan.calls.push(Call { callee: ir_ref(target), called_name: name, inst: ir_ref(inst), conditions });
        }
    }
}

/// What a call's called operand runs.
#[derive(Debug)]
pub enum CallTarget {
    /// These functions (one, or an ifunc's possible targets), each with the
    /// symbol an ifunc's resolver returned when that is an alias.
    Functions(Vec<(LLVMValueRef, Option<String>)>),
    /// A value computed at run time: an indirect call.
    NotAFunction,
    InlineAsm,
    /// A symbol whose targets cannot be known; why, for the warning.
    Unresolved(String),
}

/// Longest alias chain followed; valid IR has no alias cycles, the bound
/// keeps a malformed module from looping.
const MAX_ALIAS_CHAIN: usize = 64;

/// Follows pointer casts and aliases (aliases of aliases too) from `v` to
/// the global object they name. `Err` for a cycle or an over-long chain.
pub unsafe fn resolve_aliases(v: LLVMValueRef) -> Result<LLVMValueRef, String> {
    let mut v = ir::strip_constant_casts(v);
    let mut seen: Vec<LLVMValueRef> = Vec::new();
    while !v.is_null() && !LLVMIsAGlobalAlias(v).is_null() {
        if seen.contains(&v) || seen.len() >= MAX_ALIAS_CHAIN {
            return Err(format!(
                "the alias chain from '{}' is cyclic or longer than {MAX_ALIAS_CHAIN}; the call is not followed",
                ir::value_name(seen[0])
            ));
        }
        seen.push(v);
        v = ir::strip_constant_casts(LLVMAliasGetAliasee(v));
    }
    Ok(v)
}

/// Resolves a call's called operand: casts and aliases are looked
/// through; an ifunc stands for the functions its resolver can return,
/// when every value the resolver returns is a constant function (or alias
/// of one) reached through `ret`, `phi` and `select`.
pub unsafe fn resolve_call_target(called: LLVMValueRef) -> CallTarget {
    if called.is_null() {
        return CallTarget::NotAFunction;
    }
    if !LLVMIsAInlineAsm(called).is_null() {
        return CallTarget::InlineAsm;
    }
    let target = match resolve_aliases(called) {
        Ok(t) => t,
        Err(why) => return CallTarget::Unresolved(why),
    };
    if target.is_null() {
        return CallTarget::NotAFunction;
    }
    if !LLVMIsAFunction(target).is_null() {
        return CallTarget::Functions(vec![(target, None)]);
    }
    if LLVMIsAGlobalIFunc(target).is_null() {
        return CallTarget::NotAFunction;
    }
    let ifunc_name = ir::value_name(target);
    let unresolved = |what: &str| {
        CallTarget::Unresolved(format!(
            "the targets of ifunc '{}' are unknown ({what}); aspects of the functions it may call are not propagated",
            crate::messages::demangle(&ifunc_name)
        ))
    };
    let resolver = match resolve_aliases(LLVMGetGlobalIFuncResolver(target)) {
        Ok(r) if !r.is_null() && !LLVMIsAFunction(r).is_null() && LLVMIsDeclaration(r) == 0 => r,
        _ => return unresolved("its resolver is not a function defined in this module"),
    };
    // Values the resolver returns, through phis and selects.
    let mut pending = Vec::new();
    let mut bb = LLVMGetFirstBasicBlock(resolver);
    while !bb.is_null() {
        let term = LLVMGetBasicBlockTerminator(bb);
        if !term.is_null() && LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMRet && LLVMGetNumOperands(term) > 0 {
            pending.push(LLVMGetOperand(term, 0));
        }
        bb = LLVMGetNextBasicBlock(bb);
    }
    let mut targets: Vec<(LLVMValueRef, Option<String>)> = Vec::new();
    // Breadth first in instruction order: targets are listed in the order
    // the resolver returns them, deterministically.
    let mut next = 0;
    while next < pending.len() {
        let v = pending[next];
        next += 1;
        if pending[..next - 1].contains(&v) {
            continue;
        }
        if !LLVMIsAInstruction(v).is_null() {
            match LLVMGetInstructionOpcode(v) {
                LLVMOpcode::LLVMPHI => {
                    for i in 0..LLVMCountIncoming(v) {
                        pending.push(LLVMGetIncomingValue(v, i));
                    }
                }
                LLVMOpcode::LLVMSelect => {
                    pending.push(LLVMGetOperand(v, 1));
                    pending.push(LLVMGetOperand(v, 2));
                }
                LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => pending.push(LLVMGetOperand(v, 0)),
                _ => return unresolved("its resolver returns a value computed at run time"),
            }
            continue;
        }
        let via = (!LLVMIsAGlobalAlias(ir::strip_constant_casts(v)).is_null()).then(|| ir::value_name(ir::strip_constant_casts(v)));
        match resolve_aliases(v) {
            Ok(f) if !f.is_null() && !LLVMIsAFunction(f).is_null() => {
                if !targets.iter().any(|(t, _)| *t == f) {
                    targets.push((f, via));
                }
            }
            Ok(f) if !f.is_null() && LLVMIsAConstantPointerNull(f).is_null() && LLVMIsAUndefValue(f).is_null() => {
                return unresolved("its resolver returns something that is not a function");
            }
            Ok(_) => {} // null / undef / poison: no target
            Err(why) => return CallTarget::Unresolved(why),
        }
    }
    if targets.is_empty() {
        return unresolved("its resolver returns no function");
    }
    CallTarget::Functions(targets)
}

/// The name of the symbol a call names, when it is not the (single)
/// function that runs: an alias or an ifunc.
unsafe fn called_symbol_name(called: LLVMValueRef, targets: &[(LLVMValueRef, Option<String>)]) -> Option<String> {
    let symbol = ir::strip_constant_casts(called);
    if symbol.is_null() || targets.iter().any(|(t, _)| *t == symbol) {
        return None;
    }
    (!LLVMIsAGlobalAlias(symbol).is_null() || !LLVMIsAGlobalIFunc(symbol).is_null()).then(|| ir::value_name(symbol))
}

/// `Value::stripPointerCasts` for constants: bitcasts, address-space casts
/// and all-zero-index GEPs of a constant (bounded: constants cannot be
/// cyclic, the bound only limits work).
unsafe fn strip_pointer_casts(mut v: LLVMValueRef) -> LLVMValueRef {
    for _ in 0..32 {
        if v.is_null() || LLVMIsAConstantExpr(v).is_null() {
            return v;
        }
        match LLVMGetConstOpcode(v) {
            LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => v = LLVMGetOperand(v, 0),
            LLVMOpcode::LLVMGetElementPtr => {
                let all_zero = (1..LLVMGetNumOperands(v).max(0) as u32).all(|i| {
                    let idx = LLVMGetOperand(v, i);
                    !idx.is_null() && !LLVMIsAConstantInt(idx).is_null() && LLVMConstIntGetZExtValue(idx) == 0
                });
                if !all_zero {
                    return v;
                }
                v = LLVMGetOperand(v, 0);
            }
            _ => return v,
        }
    }
    v
}

/// `file:line:col` of an instruction, if it has a debug location.
pub unsafe fn instruction_location(inst: LLVMValueRef) -> Option<SourceLocation> {
    let loc = LLVMInstructionGetDebugLoc(inst);
    if loc.is_null() {
        return None;
    }
    let line = LLVMDILocationGetLine(loc);
    let column = LLVMDILocationGetColumn(loc);
    let scope = LLVMDILocationGetScope(loc);
    let (file, directory) = if scope.is_null() { Default::default() } else { scope_file(scope) };
    Some(SourceLocation { file, directory, line, column })
}

/// The function's own source line from its `DISubprogram`, if any.
pub unsafe fn function_location(f: LLVMValueRef) -> Option<SourceLocation> {
    let sp = LLVMGetSubprogram(f);
    if sp.is_null() {
        return None;
    }
    let line = LLVMDISubprogramGetLine(sp);
    let (file, directory) = scope_file(sp);
    Some(SourceLocation { file, directory, line, column: 0 })
}

/// The file name as written (the way clang prints locations) and the
/// compilation directory it is relative to.
unsafe fn scope_file(scope: LLVMMetadataRef) -> (String, String) {
    let file = LLVMDIScopeGetFile(scope);
    if file.is_null() {
        return Default::default();
    }
    let text = |p: *const std::os::raw::c_char, len: u32| {
        if p.is_null() {
            String::new()
        } else {
            String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned()
        }
    };
    let (mut flen, mut dlen) = (0u32, 0u32);
    let name = text(LLVMDIFileGetFilename(file, &mut flen), flen);
    let dir = text(LLVMDIFileGetDirectory(file, &mut dlen), dlen);
    (name, dir)
}

pub use sycl_aspects_analysis::explain::SourceLocation;

/// The printed name of `v`'s type (`i64`), for messages.
unsafe fn type_name_of(v: LLVMValueRef) -> String {
    let raw = LLVMPrintTypeToString(LLVMTypeOf(v));
    if raw.is_null() {
        return String::from("integer");
    }
    let name = std::ffi::CStr::from_ptr(raw).to_string_lossy().into_owned();
    LLVMDisposeMessage(raw);
    name
}
